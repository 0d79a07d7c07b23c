import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OperatorRefund } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import {
  OVERVIEW,
  OVERVIEW_CHARGE,
  overviewWithCharge,
} from '../../../testing/operator-console-fixtures';
import { PatientPage } from './patient-page';

// The patient page's other fixes (ADR 121): the address with the checkout's rules and the server's
// words per field, a message sent again, a pending refund finished under its own key.

const PENDING: OperatorRefund = {
  id: 9,
  amountCents: 700,
  status: 'pending',
  refundKey: '0b0f7c52-5f43-4a8e-9a57-7d7a3f1e2b10',
  reason: 'Box arrived damaged',
  staffName: 'Rita Refunds',
  failureMessage: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  settledAt: null,
};

async function openPatient(
  onFix: (call: RecordedCall) => { status: number; body?: unknown },
  overview = OVERVIEW,
) {
  const fetches = mockFetch((call) =>
    call.method === 'GET' ? { status: 200, body: { data: overview } } : onFix(call),
  );
  await act(async () => {
    render(
      <MemoryRouter>
        <PatientPage patientId={7} timeZone="America/New_York" />
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Marguerite Lopez' });
  return fetches;
}

const posts = (fetches: ReturnType<typeof mockFetch>) =>
  fetches.apiCalls().filter((call) => call.method === 'POST');

describe('the patient page’s fixes', () => {
  it('changes the address with the checkout’s rules first, then shows the server’s words under their fields', async () => {
    const unsupported = MESSAGES.shippingAddress.unsupportedZip;
    const fetches = await openPatient(() => ({
      status: 422,
      body: { message: unsupported, code: 'VALIDATION_FAILED', errors: { zipcode: [unsupported] } },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Change shipping address' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change the shipping address' }));
    // It starts from the address on file.
    expect((dialog.getByLabelText('City') as HTMLInputElement).value).toBe('Los Angeles');
    fireEvent.change(dialog.getByLabelText('Street address'), { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Moved' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(dialog.getByText('The street address field is required.')).toBeTruthy();
    expect(posts(fetches)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Street address'), {
      target: { value: '1 Congress Ave' },
    });
    fireEvent.change(dialog.getByLabelText('City'), { target: { value: 'Austin' } });
    fireEvent.change(dialog.getByLabelText('State'), { target: { value: 'TX' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    expect(await dialog.findByText(unsupported)).toBeTruthy();
    expect(dialog.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetches)[0]).toMatchObject({
      url: '/api/ops/patients/7/shipping-address',
      body: {
        firstname: 'Marguerite',
        lastname: 'Lopez',
        address1: '1 Congress Ave',
        address2: null,
        city: 'Austin',
        state: 'TX',
        zipcode: '90012',
        reason: 'Moved',
      },
    });
  });

  it('sends a message again with a reason, and refuses in the server’s words a message it will not send', async () => {
    const refused = STAFF_MESSAGES.operatorConsole.messageNotResendable;
    const answers = [
      { status: 200, body: { data: OVERVIEW } },
      { status: 409, body: { message: refused, code: 'CONFLICT' } },
    ];
    const fetches = await openPatient(() => answers.shift()!);
    const messages = within(screen.getByRole('region', { name: 'Texts and emails sent' }));
    // A browser focuses a button it clicks; the test's document does not by itself.
    messages.getByRole('button', { name: 'Resend' }).focus();
    fireEvent.click(messages.getByRole('button', { name: 'Resend' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Resend “shipment-shipped”' }));
    expect(dialog.getByText('Sent again as a new email to marguerite@example.com.')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Patient deleted the email' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('“shipment-shipped” was sent again to marguerite@example.com.'),
    ).toBeTruthy();
    expect(posts(fetches)[0]).toMatchObject({
      url: '/api/ops/patients/7/messages/81/resend',
      body: { reason: 'Patient deleted the email' },
    });
    // Focus goes back to the button that opened the dialog once the dialog has gone.
    await waitFor(() => expect(document.activeElement).toBe(messages.getByRole('button', { name: 'Resend' })));

    fireEvent.click(messages.getByRole('button', { name: 'Resend' }));
    dialog = within(screen.getByRole('dialog', { name: 'Resend “shipment-shipped”' }));
    fireEvent.change(dialog.getByLabelText('Reason for this change'), {
      target: { value: 'Again' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    expect(await dialog.findByText(refused)).toBeTruthy();
  });

  it('finishes a pending refund under its own key and amount, saying what the processor answered', async () => {
    const fetches = await openPatient(
      () => ({
        status: 200,
        body: {
          data: overviewWithCharge({
            refundedCents: 700,
            refundableCents: 799,
            refunds: [{ ...PENDING, status: 'succeeded', settledAt: '2026-11-22T10:05:00.000Z' }],
          }),
        },
      }),
      overviewWithCharge({ refundableCents: 799, refunds: [PENDING] }),
    );
    const charges = within(screen.getByRole('region', { name: 'Charges' }));
    expect(charges.getByText(STAFF_MESSAGES.opsMoney.pendingHint)).toBeTruthy();
    fireEvent.click(charges.getByRole('button', { name: 'Send refund of $7.00 again' }));
    expect(await screen.findByText('$7.00 was refunded.')).toBeTruthy();
    expect(posts(fetches)[0]).toMatchObject({
      url: `/api/ops/patients/7/charges/${OVERVIEW_CHARGE.id}/refunds`,
      body: { amountCents: 700, refundKey: PENDING.refundKey, reason: 'Box arrived damaged' },
    });
    expect(charges.queryByRole('button', { name: 'Send refund of $7.00 again' })).toBeNull();
  });
});
