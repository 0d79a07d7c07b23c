import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

function TestLayout() {
  useFocusHeadingOnNavigate();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

/** A screen whose heading comes after its data, as the flow steps' do. */
function LoadingScreenFirst() {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return isLoaded ? <h1>Loaded screen</h1> : <p>Loading</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <TestLayout />,
        children: [
          {
            path: '/first',
            element: (
              <>
                <h1>First screen</h1>
                <Link to="/second">Next</Link>
                <Link to="/first?page=2#more">Same screen</Link>
              </>
            ),
          },
          { path: '/second', element: <h1>Second screen</h1> },
          { path: '/loading', element: <LoadingScreenFirst /> },
          { path: '/redirect', element: <Navigate to="/first" replace /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A press on the page, as the patient's first one would be. */
function press() {
  fireEvent.keyDown(document.body, { key: 'Tab' });
}

describe('useFocusHeadingOnNavigate', () => {
  it('leaves focus alone on the first load and its redirects', async () => {
    renderAt('/redirect');
    await screen.findByRole('heading', { name: 'First screen' });
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new screen’s heading after a route change, out of the tab order', async () => {
    renderAt('/first');
    const link = await screen.findByRole('link', { name: 'Next' });
    link.focus();
    press();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Second screen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses a heading that appears after the screen’s data', async () => {
    const router = renderAt('/first');
    await screen.findByRole('heading', { name: 'First screen' });
    press();
    await act(() => router.navigate('/loading'));
    const heading = await screen.findByRole('heading', { name: 'Loaded screen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('does not move focus when only the search or hash changes', async () => {
    const router = renderAt('/first');
    const link = await screen.findByRole('link', { name: 'Same screen' });
    link.focus();
    press();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.hash).toBe('#more'));
    expect(document.activeElement).toBe(link);
  });

  it('hands focus back once the patient presses something while the heading is still loading', async () => {
    const router = renderAt('/first');
    await screen.findByRole('heading', { name: 'First screen' });
    press();
    await act(() => router.navigate('/loading'));
    press();
    await screen.findByRole('heading', { name: 'Loaded screen' });
    expect(document.activeElement).toBe(document.body);
  });
});
