import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { RouteErrorBoundary } from './route-error-boundary';

function Failing(): never {
  throw new Error('the chunk failed to download');
}

describe('RouteErrorBoundary', () => {
  // React reports a caught error on the console; the test expects it.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page in place of a screen that throws, and the next screen once the address changes', () => {
    const { rerender } = render(
      <RouteErrorBoundary pathname="/broken">
        <Failing />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.flashTitles.critical })).toBeTruthy();
    expect(screen.getByText(MESSAGES.form.genericServerError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();

    act(() =>
      rerender(
        <RouteErrorBoundary pathname="/broken">
          <p>Same address</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.queryByText('Same address')).toBeNull();

    act(() =>
      rerender(
        <RouteErrorBoundary pathname="/elsewhere">
          <p>Another screen</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('Another screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});
