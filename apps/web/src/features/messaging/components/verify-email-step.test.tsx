import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmailVerificationStatus, Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { VerifyEmailStep } from './verify-email-step';

const STATUS: EmailVerificationStatus = { email: 'pat@example.com', verifiedAt: null, lastSentAt: null, canAutoVerify: true };
const SENT = { ...STATUS, lastSentAt: '2026-01-01T00:00:00.000Z' };

function renderStep(respond: (call: RecordedCall) => { status: number; body?: unknown }) {
  const fetch = mockFetch(respond);
  const onDone = vi.fn(async () => undefined);
  render(
    <BrandContext value={TEST_BRAND}>
      <VerifyEmailStep visit={{} as Visit} onDone={onDone} backPath={undefined} />
    </BrandContext>,
  );
  return { onDone, fetch };
}

const sends = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/patient/send-verification-email');

describe('VerifyEmailStep', () => {
  it('sends the first email once, and resends on request', async () => {
    const { fetch, onDone } = renderStep((call) =>
      call.url === '/api/patient/email-verification'
        ? { status: 200, body: { data: STATUS } }
        : { status: 200, body: { message: MESSAGES.emailVerification.sent, data: SENT } },
    );
    expect(await screen.findByText('pat@example.com')).toBeTruthy();
    await waitFor(() => expect(sends(fetch.apiCalls())).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText(MESSAGES.emailVerification.sent)).toBeTruthy();
    expect(sends(fetch.apiCalls())).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a resend limit', async () => {
    renderStep((call) =>
      call.url === '/api/patient/email-verification'
        ? { status: 200, body: { data: SENT } }
        : { status: 429, body: { message: MESSAGES.emailVerification.tooManyEmails, code: 'RATE_LIMITED' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText(MESSAGES.emailVerification.tooManyEmails)).toBeTruthy();
  });

  it('auto-verifies outside production and goes on', async () => {
    const { fetch, onDone } = renderStep((call) =>
      call.url === '/dev/auth/verify'
        ? { status: 200, body: { data: { ...SENT, verifiedAt: '2026-01-01T00:00:00.000Z' } } }
        : { status: 200, body: { data: SENT } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Auto-verify email' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sends(fetch.apiCalls())).toHaveLength(0);
  });

  it('hides Auto-verify when the server does not offer it', async () => {
    renderStep(() => ({ status: 200, body: { data: { ...SENT, canAutoVerify: false } } }));
    expect(await screen.findByRole('button', { name: 'Resend email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auto-verify email' })).toBeNull();
  });

  it('goes on at once when the address is already verified', async () => {
    const { onDone } = renderStep(() => ({ status: 200, body: { data: { ...SENT, verifiedAt: '2026-01-01T00:00:00.000Z' } } }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
