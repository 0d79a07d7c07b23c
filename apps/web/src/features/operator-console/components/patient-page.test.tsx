import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OperatorRefund, PatientOverview } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { addDays, calendarDateIn } from '@app/domain/subscriptions';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import {
  OVERVIEW,
  OVERVIEW_CHARGE,
  overviewWithCharge,
} from '../../../testing/operator-console-fixtures';
import { PatientPage } from './patient-page';

// The patient page of the operator console (ADR 121): what it shows (and does not), and support's
// fixes: the reason each needs, the refund's dollars as cents under one key per opening, the
// server's refusals in its words, and the page redrawn from the overview each fix answers.

const REASON_NEEDED = STAFF_MESSAGES.operatorConsole.reasonNeeded;
const ZONE = 'America/Los_Angeles';
type Answer = { status: number; body?: unknown };

function patientApi(
  onFix: (call: RecordedCall) => Answer,
  overview: () => PatientOverview = () => OVERVIEW,
) {
  return mockFetch((call) =>
    call.method === 'GET' && call.url === '/api/ops/patients/7'
      ? { status: 200, body: { data: overview() } }
      : onFix(call),
  );
}

async function openPatient() {
  await act(async () => {
    render(
      <MemoryRouter>
        <PatientPage patientId={7} timeZone={ZONE} />
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Marguerite Lopez' });
}

const dialogNamed = (name: string) => within(screen.getByRole('dialog', { name }));
const fixCalls = (fetches: ReturnType<typeof mockFetch>) =>
  fetches.apiCalls().filter((call) => call.method === 'POST');
const refundDialog = () => dialogNamed('Refund the charge of Nov 20, 2026');

function openRefund() {
  const charges = within(screen.getByRole('region', { name: 'Charges' }));
  fireEvent.click(charges.getByRole('button', { name: 'Refund' }));
  return refundDialog();
}

function fillRefund(amount: string, reason: string) {
  const dialog = refundDialog();
  fireEvent.change(dialog.getByLabelText('Amount in dollars'), { target: { value: amount } });
  fireEvent.change(dialog.getByLabelText('Reason for this change'), { target: { value: reason } });
  fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
}

describe('PatientPage', () => {
  it('writes the date of birth as the other dates, and lists an order in lines that add up to its total (issue 29 item 6)', async () => {
    patientApi(() => ({ status: 500 }));
    await openPatient();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('Apr 12, 1990')).toBeTruthy();
    expect(account.queryByText('1990-04-12')).toBeNull();
    const orders = within(screen.getByRole('region', { name: 'Orders' }));
    expect(orders.getAllByRole('listitem').slice(1).map((item) => item.textContent)).toEqual(['Mini Future-Proof Formula (Rx): $0.00', 'Handling fee: $14.99']);
  });

  it('shows the account, the subscription with who, when and why, money, parcels and messages, and no health data', async () => {
    patientApi(() => ({ status: 500 }));
    await openPatient();
    expect(screen.getByText(/^Times are in your time zone: America\/Los_Angeles/)).toBeTruthy();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('200 N Spring St, Los Angeles, CA 90012')).toBeTruthy();
    const subscriptions = within(screen.getByRole('region', { name: 'Subscriptions' }));
    expect(
      subscriptions.getByText(
        'Sunday, December 20, 2026 (the patient’s zone, America/Los_Angeles (Pacific Standard Time))',
      ),
    ).toBeTruthy();
    const history = within(
      subscriptions.getByRole('table', { name: 'Changes to this subscription, newest first' }),
    );
    const skipped = within(history.getAllByRole('row')[1]!);
    expect(
      skipped.getByText(
        'Box of Wednesday, October 21, 2026 skipped; next box Sunday, December 20, 2026',
      ),
    ).toBeTruthy();
    expect(skipped.getByText('Operator')).toBeTruthy();
    expect(skipped.getByText('Nov 21, 2026, 2:00 AM PST')).toBeTruthy();
    expect(skipped.getByText('Still has product left')).toBeTruthy();
    // A provider's words to the patient are clinical: the console does not show them.
    expect(screen.queryByText(/clinical reason/)).toBeNull();
    expect(screen.getByText(STAFF_MESSAGES.opsPatient.noHealthData)).toBeTruthy();
    const threads = within(screen.getByRole('region', { name: 'Messages with the care team' }));
    expect(threads.getByRole('heading', { name: 'Conversation 71' })).toBeTruthy();
    expect(threads.getByText('3 messages, 1 unread by the patient', { exact: false })).toBeTruthy();
    const messages = within(screen.getByRole('region', { name: 'Texts and emails sent' }));
    expect(messages.getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
    expect(messages.getByText(STAFF_MESSAGES.opsCare.notResendable)).toBeTruthy();
  });

  it('refunds dollars typed as whole cents under one key per opening, and announces it', async () => {
    const fetches = patientApi((call) => {
      const request = call.body as { amountCents: number; refundKey: string; reason: string };
      const refund: OperatorRefund = {
        id: 1,
        amountCents: request.amountCents,
        status: 'succeeded',
        refundKey: request.refundKey,
        reason: request.reason,
        staffName: 'Sam Ortiz',
        failureMessage: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        settledAt: '2026-11-22T10:00:01.000Z',
      };
      return {
        status: 200,
        body: {
          data: overviewWithCharge({ refundedCents: 500, refundableCents: 999, refunds: [refund] }),
        },
      };
    });
    await openPatient();
    const dialog = openRefund();
    // The amount starts at what is left of the charge.
    expect((dialog.getByLabelText('Amount in dollars') as HTMLInputElement).value).toBe('14.99');
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(REASON_NEEDED)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Amount in dollars'), { target: { value: '-5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByText(STAFF_MESSAGES.opsFixes.amountNeeded)).toBeTruthy();
    expect(fixCalls(fetches)).toHaveLength(0);

    fillRefund('$5', '  Box arrived damaged ');
    expect(await screen.findByText('$5.00 was refunded.')).toBeTruthy();
    const [sent] = fixCalls(fetches);
    expect(sent?.url).toBe(`/api/ops/patients/7/charges/${OVERVIEW_CHARGE.id}/refunds`);
    expect(sent?.body).toEqual({
      amountCents: 500,
      refundKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reason: 'Box arrived damaged',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Redrawn from the answer: the refund with who and why, and what is left.
    const charges = within(screen.getByRole('region', { name: 'Charges' }));
    expect(charges.getByText('$5.00 by Sam Ortiz: Box arrived damaged')).toBeTruthy();
    expect(charges.getByText('$9.99')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe(`ops-charge-${OVERVIEW_CHARGE.id}`));

    // Another opening is another refund: a key of its own.
    openRefund();
    fillRefund('1', 'Goodwill');
    await waitFor(() => expect(fixCalls(fetches)).toHaveLength(2));
    const keys = fixCalls(fetches).map((call) => (call.body as { refundKey: string }).refundKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a refund above what is left in the server’s words under the amount, and retries a lost answer under the same key', async () => {
    const tooMuch =
      'A refund of $20.00 is more than is left of this charge ($14.99). Nothing was refunded.';
    // The second answer is lost on the way (the connection drops): the operator sends it again.
    const answers: (Answer | 'lost')[] = [
      {
        status: 422,
        body: { message: tooMuch, code: 'VALIDATION_FAILED', errors: { amountCents: [tooMuch] } },
      },
      'lost',
      { status: 200, body: { data: OVERVIEW } },
    ];
    const fetches = patientApi(() => {
      const answer = answers.shift()!;
      if (answer === 'lost') {
        throw new TypeError('Failed to fetch');
      }
      return answer;
    });
    await openPatient();
    openRefund();
    fillRefund('20', 'Refund everything');
    const dialog = refundDialog();
    expect(await dialog.findByText(tooMuch)).toBeTruthy();
    expect(dialog.getByLabelText('Amount in dollars').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');

    fillRefund('14.99', 'Refund everything');
    expect(await dialog.findByText(MESSAGES.form.genericServerError)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await screen.findByText('$14.99 was refunded.');
    const keys = fixCalls(fetches).map((call) => (call.body as { refundKey: string }).refundKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a double click once, and after a conflict shows the server’s words and reads the patient again', async () => {
    const pending = STAFF_MESSAGES.operatorConsole.refundPending;
    const fetches = patientApi(() => ({
      status: 409,
      body: { message: pending, code: 'CONFLICT' },
    }));
    await openPatient();
    openRefund();
    const dialog = refundDialog();
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Damaged' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(pending)).toBeTruthy();
    expect(fixCalls(fetches)).toHaveLength(1);
    const reads = () => fetches.apiCalls().filter((call) => call.method === 'GET').length;
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('cancels with the patient’s reason and the operator’s, then lands on the subscription', async () => {
    const canceled: PatientOverview = {
      ...OVERVIEW,
      subscriptions: [
        { ...OVERVIEW.subscriptions[0]!, status: 'canceled', cancelReason: 'too-expensive' },
      ],
    };
    const fetches = patientApi(() => ({ status: 200, body: { data: canceled } }));
    await openPatient();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Skin subscription' })).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    const dialog = dialogNamed('Cancel the subscription');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(dialog.getByText(MESSAGES.manageSubscription.cancelReasonRequired)).toBeTruthy();
    expect(dialog.getByText(REASON_NEEDED)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('The patient’s reason'), {
      target: { value: 'too-expensive' },
    });
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Called to cancel' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription was canceled.')).toBeTruthy();
    expect(fixCalls(fetches)[0]).toMatchObject({
      url: '/api/ops/patients/7/subscriptions/51/cancel',
      body: { cancelReason: 'too-expensive', reason: 'Called to cancel' },
    });
    expect(screen.getByText('Canceled: It costs too much')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip next box' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('ops-subscription-51'));
  });

  it('checks the next bill date with the server’s rule before sending it', async () => {
    const fetches = patientApi(() => ({ status: 200, body: { data: OVERVIEW } }));
    await openPatient();
    fireEvent.click(screen.getByRole('button', { name: 'Set next bill date' }));
    const dialog = dialogNamed('Set the next bill date');
    const today = calendarDateIn(Date.now(), ZONE);
    fireEvent.change(dialog.getByLabelText('Next bill date'), {
      target: { value: addDays(today, 1) },
    });
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Travelling' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Set date' }));
    expect(
      dialog.getByText(
        `Choose ${addDays(today, 3)} or later: the patient keeps a day to change the box before its changes close.`,
      ),
    ).toBeTruthy();
    expect(fixCalls(fetches)).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Next bill date'), {
      target: { value: addDays(today, 20) },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Set date' }));
    await screen.findByText(/^The next box now bills on /);
    expect(fixCalls(fetches)[0]?.body).toEqual({ date: addDays(today, 20), reason: 'Travelling' });
  });

  it('counts the next bill date’s days from the app’s clock, not the browser’s (the development clock moved 29 days, issue 29 item 6)', async () => {
    const readAt = new Date(Date.now() + 29 * 86_400_000).toISOString();
    const fetches = patientApi(() => ({ status: 200, body: { data: OVERVIEW } }), () => ({ ...OVERVIEW, readAt }));
    await openPatient();
    fireEvent.click(screen.getByRole('button', { name: 'Set next bill date' }));
    const dialog = dialogNamed('Set the next bill date');
    const today = calendarDateIn(Date.parse(readAt), ZONE);
    expect((dialog.getByLabelText('Next bill date') as HTMLInputElement).min).toBe(addDays(today, 3));
    fireEvent.change(dialog.getByLabelText('Next bill date'), { target: { value: addDays(calendarDateIn(Date.now(), ZONE), 20) } });
    fireEvent.change(dialog.getByLabelText('Reason for this change'), { target: { value: 'Travelling' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Set date' }));
    expect(dialog.getByText(`Choose ${addDays(today, 3)} or later: the patient keeps a day to change the box before its changes close.`)).toBeTruthy();
    expect(fixCalls(fetches)).toHaveLength(0);
  });

  it('says a patient who does not exist in the server’s words', async () => {
    mockFetch(() => ({
      status: 404,
      body: { message: 'This patient could not be found.', code: 'NOT_FOUND' },
    }));
    await act(async () => {
      render(
        <MemoryRouter>
          <PatientPage patientId={7} timeZone={ZONE} />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByText('This patient could not be found.')).toBeTruthy();
  });
});
