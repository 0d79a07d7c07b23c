import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@app/domain/contracts';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import type { Subscriptions } from '../hooks/use-subscriptions';
import { SUBSCRIPTION } from '../../../testing/subscription-fixtures';
import { ManageSubscriptionPage } from './manage-subscription-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HISTORY = [
  { kind: 'item-removed', actor: 'patient', at: '2026-12-01T17:30:00.000Z', details: { itemId: 9, name: 'Tinted Lip Balm', priceCents: 800 } },
  { kind: 'started', actor: 'system', at: '2026-11-25T17:00:00.000Z', details: {} },
];

function answers(overrides: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = overrides(call);
    if (answer) {
      return answer;
    }
    if (call.url.endsWith('/history')) {
      return { status: 200, body: { data: HISTORY } };
    }
    if (call.url.endsWith('/addable-products')) {
      return { status: 200, body: { data: [{ itemId: 9, name: 'Tinted Lip Balm', priceCents: 800 }] } };
    }
    return { status: 404, body: { message: 'unexpected', code: 'NOT_FOUND' } };
  });
}

function renderPage(subscription: SubscriptionView) {
  const subscriptions: Subscriptions = { state: { status: 'ready', subscriptions: [subscription] }, reload: vi.fn(), replace: vi.fn() };
  render(
    <MemoryRouter>
      <ManageSubscriptionPage subscriptions={subscriptions} />
    </MemoryRouter>,
  );
  return subscriptions;
}

describe('ManageSubscriptionPage', () => {
  it('lists the box with the prescription required, what can be added, until when, and the history with who and when', async () => {
    answers();
    renderPage(SUBSCRIPTION);
    expect(screen.getByText('You can change this box until Sunday, January 10, 2027 at 10:00 AM EST.')).toBeTruthy();
    const box = screen.getByRole('region', { name: 'In your box' });
    expect(within(box).getByText('Required')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Remove Custom Formula' })).toBeNull();
    expect(within(box).getByRole('button', { name: 'Remove Barrier Balm' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Tinted Lip Balm' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History of changes' });
    expect(await within(history).findByText('Tinted Lip Balm removed')).toBeTruthy();
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tinted Lip Balm removedYou · Tuesday, December 1, 2026 at 12:30 PM EST',
      'Subscription startedAutomatic · Wednesday, November 25, 2026 at 12:00 PM EST',
    ]);
  });

  it('sends a postpone of the chosen weeks and shows the server’s refusal word for word', async () => {
    const calls = answers((call) =>
      call.url.endsWith('/schedule') ? { status: 422, body: { message: 'Changes to this box closed on Sunday, January 10, 2027 at 10:00 AM EST. It can no longer be changed.', code: 'VALIDATION_FAILED' } } : undefined,
    );
    const subscriptions = renderPage(SUBSCRIPTION);
    fireEvent.change(screen.getByLabelText('Postpone by'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Postpone' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Changes to this box closed on Sunday, January 10, 2027 at 10:00 AM EST. It can no longer be changed.');
    expect(calls.apiCalls().find((call) => call.url.endsWith('/schedule'))?.body).toEqual({ change: 'postpone', weeks: 3 });
    expect(subscriptions.replace).not.toHaveBeenCalled();
  });

  it('warns before a postpone or a skip would leave the patient without medicine', async () => {
    answers();
    // The supply ends the day the next box arrives (2027-01-17): any later box leaves a gap.
    renderPage(SUBSCRIPTION);
    expect(screen.getByText('Postponing 1 week would leave you 7 days without medicine before this box arrives.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Postpone by'), { target: { value: '3' } });
    expect(screen.getByText('Postponing 3 weeks would leave you 21 days without medicine before this box arrives.')).toBeTruthy();
    expect(screen.getByText('Skipping this box would leave you 60 days without medicine before the next one arrives.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Add Tinted Lip Balm' });
  });

  it('disables the changes once they closed, and says why; Cancel stays', async () => {
    answers();
    renderPage({ ...SUBSCRIPTION, canChange: false });
    expect(screen.getByText('Changes to this box closed on Sunday, January 10, 2027 at 10:00 AM EST. You can change your next box once this one has billed.')).toBeTruthy();
    for (const name of ['Remove Barrier Balm', 'Postpone', 'Ship one week sooner', 'Skip this box', 'Pause subscription']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect((await screen.findByRole('button', { name: 'Add Tinted Lip Balm' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel subscription' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for a reason before canceling, then sends it with the note', async () => {
    const canceled = { ...SUBSCRIPTION, status: 'canceled', cancelReason: 'switching' };
    const calls = answers((call) => (call.url.endsWith('/cancel') ? { status: 200, body: { data: canceled } } : undefined));
    const subscriptions = renderPage(SUBSCRIPTION);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Why are you canceling?'), { target: { value: 'switching' } });
    expect(within(dialog).queryByText('Choose a reason.')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Anything you would like to tell us? (optional)'), { target: { value: '  Trying another brand. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your subscription is canceled.');
    expect(calls.apiCalls().find((call) => call.url.endsWith('/cancel'))?.body).toEqual({ reason: 'switching', note: 'Trying another brand.' });
    expect(subscriptions.replace).toHaveBeenCalledWith(canceled);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
