import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '@app/domain/contracts';
import { mockFetch } from '../../../testing/fetch-mock';
import { SUBSCRIPTION } from '../../../testing/subscription-fixtures';
import { NextBoxPanel } from './next-box-panel';
import type { CardFormSlot } from './payment-problem';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in for the checkout's card form: one button that "stores a card". */
const cardForm: CardFormSlot = ({ submitLabel, onStored }) => (
  <button type="button" onClick={() => void onStored()}>
    {submitLabel}
  </button>
);

function renderPanel(subscription: SubscriptionView, onChanged = vi.fn()) {
  render(
    <MemoryRouter>
      <NextBoxPanel subscription={subscription} onChanged={onChanged} cardForm={cardForm} />
    </MemoryRouter>,
  );
  return onChanged;
}

describe('NextBoxPanel', () => {
  it('shows the medicine left, the safety questions, and a box held for the provider', () => {
    renderPanel({ ...SUBSCRIPTION, runway: { supplyEndsOn: '2027-01-17', nextArrivesOn: '2027-01-24', daysLeft: 12, gapDays: 7, supplyDays: 30 } });
    const panel = screen.getByRole('region', { name: 'Your next skin box' });
    expect(within(panel).getByRole('meter', { name: /12 days of medicine left, until Sunday, January 17, 2027/ })).toBeTruthy();
    expect(within(panel).getByText(/arrives about Sunday, January 24, 2027, 7 days after your medicine runs out/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Answer 3 safety questions before this box' }).getAttribute('href')).toBe('/dashboard/safety-check/7');
  });

  it('draws the runway against what the box in use held: a two-month first shipment is 60 days full (issue 29 item 2)', () => {
    renderPanel({ ...SUBSCRIPTION, status: 'trialing', runway: { supplyEndsOn: '2027-02-11', nextArrivesOn: '2027-02-11', daysLeft: 60, gapDays: 0, supplyDays: 60 } });
    const meter = screen.getByRole('meter', { name: /60 days of medicine left/ });
    expect(meter.getAttribute('max')).toBe('60');
    expect(meter.getAttribute('optimum')).toBe('60');
  });

  it('says when the box waits for the provider after a yes', () => {
    renderPanel({ ...SUBSCRIPTION, heldForReview: true, safetyCheck: { answered: true, isFlagged: true } });
    expect(screen.getByRole('status').textContent).toContain('Your box is waiting for your provider');
    expect(screen.queryByRole('link', { name: /safety questions/ })).toBeNull();
  });

  it('shows the bill date and the cutoff in the patient’s zone, the products and the price', () => {
    renderPanel(SUBSCRIPTION);
    const panel = screen.getByRole('region', { name: 'Your next skin box' });
    expect(within(panel).getByText('Bills on Tuesday, January 12, 2027')).toBeTruthy();
    expect(within(panel).getByText('Changes close on Sunday, January 10, 2027 at 10:00 AM EST.')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Custom Formula', 'Barrier Balm']);
    expect(within(panel).getByText('-$5.00')).toBeTruthy();
    expect(within(panel).getByText('$94.08')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/patient-dashboard/manage-subscription/customize');
    expect(within(panel).queryByRole('button', { name: 'Reactivate' })).toBeNull();
  });

  it('says a canceled subscription is canceled, and Reactivate answers the new date', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { ...SUBSCRIPTION, status: 'active', nextBillDate: '2027-01-19' } } }));
    const onChanged = renderPanel({ ...SUBSCRIPTION, status: 'canceled', cancelReason: 'other' });
    expect(screen.getByText('Your subscription is canceled: no more boxes are sent.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your subscription is active again. Your next box bills on Tuesday, January 19, 2027.');
    expect(calls.apiCalls().map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/patient/subscriptions/7/reactivate']);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'active' }));
  });

  it('shows a declined payment with the processor’s words and the next try; a new card retries it', async () => {
    mockFetch(() => ({ status: 200, body: { data: { ...SUBSCRIPTION, status: 'active', nextBillDate: '2027-03-13' } } }));
    const problem = { message: 'Your card was declined.', tries: 1, nextTryAt: '2027-01-13T15:00:00.000Z' };
    renderPanel({ ...SUBSCRIPTION, status: 'active', paymentProblem: problem });
    const notice = screen.getByRole('region', { name: 'Your payment didn’t go through' });
    expect(within(notice).getByRole('alert').textContent).toBe(
      'The payment for your box was declined: “Your card was declined.”We will try again on Wednesday, January 13, 2027 at 10:00 AM EST.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Save card and pay now' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: your box is paid. Your next box bills on Saturday, March 13, 2027.');
  });

  it('says when tries stopped and the subscription is paused, without offering Reactivate instead of a card', () => {
    renderPanel({ ...SUBSCRIPTION, status: 'paused', pauseReason: 'payment-failed', paymentProblem: { message: 'Insufficient funds.', tries: 4, nextTryAt: null } });
    expect(screen.getByText('We stopped trying and paused your subscription.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save card and pay now' })).toBeTruthy();
  });
});
