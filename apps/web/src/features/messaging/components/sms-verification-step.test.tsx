import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { SmsVerificationStep } from './sms-verification-step';

type Answers = Partial<Record<string, { status: number; body?: unknown }>>;

function answer(overrides: Answers = {}) {
  const defaults: Answers = {
    'GET /api/phone-number': { status: 200, body: { data: { number: null, confirmedAt: null } } },
    'PATCH /app/users/self/phone-number': { status: 200, body: { data: { number: '5551234567', confirmedAt: null } } },
    'GET /api/phone-number/requires-verification': { status: 200, body: { data: { requiresVerification: true } } },
    'POST /api/phone-number/send-confirmation': {
      status: 200,
      body: { data: { phoneNumber: '5551234567', expiresAt: new Date().toISOString() } },
    },
    'POST /api/phone-number/confirm': { status: 200, body: { data: { number: '5551234567', confirmedAt: new Date().toISOString() } } },
  };
  return (call: RecordedCall) => overrides[`${call.method} ${call.url}`] ?? defaults[`${call.method} ${call.url}`] ?? { status: 404 };
}

function renderStep(overrides?: Answers) {
  const fetch = mockFetch(answer(overrides));
  const onDone = vi.fn(async () => undefined);
  render(
    <MemoryRouter>
      <BrandContext value={TEST_BRAND}>
        <SmsVerificationStep visit={{} as Visit} onDone={onDone} backPath="/get-started/skin/legal-name?revisit=1" />
      </BrandContext>
    </MemoryRouter>,
  );
  return { onDone, fetch };
}

async function reachCodeScreen() {
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '5551234567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: MESSAGES.phoneVerification.codeTitle });
}

const calledPaths = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.url}`);

describe('SmsVerificationStep', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('masks the number 3-3-4 and keeps Next disabled until it has 10 digits', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: MESSAGES.phoneVerification.phoneTitle })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>(/Phone number/);
    fireEvent.change(input, { target: { value: '555123' } });
    expect(input.value).toBe('555-123');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '555-123-45678' } });
    expect(input.value).toBe('555-123-4567');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
  });

  it('shows the phone error on blur and clears it on focus', () => {
    renderStep();
    const input = screen.getByLabelText(/Phone number/);
    fireEvent.change(input, { target: { value: '555' } });
    expect(screen.queryByText(MESSAGES.phone.invalid)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(MESSAGES.phone.invalid)).toBeTruthy();
    fireEvent.focus(input);
    expect(screen.queryByText(MESSAGES.phone.invalid)).toBeNull();
  });

  it('saves the number, sends a code, and submits the fourth digit after 500 ms', async () => {
    const { onDone, fetch } = renderStep();
    await reachCodeScreen();
    expect(calledPaths(fetch.apiCalls())).toEqual([
      'GET /api/phone-number',
      'PATCH /app/users/self/phone-number',
      'GET /api/phone-number/requires-verification',
      'POST /api/phone-number/send-confirmation',
    ]);
    expect(fetch.apiCalls()[1]?.body).toEqual({ phone: '5551234567' });

    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a34' } });
    expect(screen.getByLabelText<HTMLInputElement>('Verification code').value).toBe('1234');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(calledPaths(fetch.apiCalls())).not.toContain('POST /api/phone-number/confirm');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith());
    expect(fetch.apiCalls().find((call) => call.url === '/api/phone-number/confirm')?.body).toEqual({ token: '1234' });
  });

  it('shows a wrong code in the critical state and stays', async () => {
    const { onDone } = renderStep({
      'POST /api/phone-number/confirm': {
        status: 422,
        body: { message: MESSAGES.phoneVerification.incorrectCode, code: 'VALIDATION_FAILED', errors: { token: [MESSAGES.phoneVerification.incorrectCode] } },
      },
    });
    await reachCodeScreen();
    const code = screen.getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '9999' } });
    expect(await screen.findByText(MESSAGES.phoneVerification.incorrectCode, {}, { timeout: 2000 })).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.className).toContain('sms-step__code--critical');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a short code is invalid when the field is left', async () => {
    renderStep();
    await reachCodeScreen();
    const code = screen.getByLabelText('Verification code');
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.blur(code);
    expect(screen.getByText(MESSAGES.verificationCode.invalid)).toBeTruthy();
  });

  it('goes straight on when the number needs no verification', async () => {
    const { onDone, fetch } = renderStep({
      'GET /api/phone-number': { status: 200, body: { data: { number: '5551234567', confirmedAt: '2026-01-01T00:00:00.000Z' } } },
      'GET /api/phone-number/requires-verification': { status: 200, body: { data: { requiresVerification: false } } },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Phone number/).value).toBe('555-123-4567'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith());
    expect(calledPaths(fetch.apiCalls())).not.toContain('POST /api/phone-number/send-confirmation');
  });

  it('records the step when skipped, and Back returns from the code to the number', async () => {
    const { onDone } = renderStep();
    await reachCodeScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: MESSAGES.phoneVerification.phoneTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/get-started/skin/legal-name?revisit=1');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledWith({ recordStep: true });
  });

  it('shows a send limit as a form message', async () => {
    renderStep({
      'POST /api/phone-number/send-confirmation': { status: 429, body: { message: MESSAGES.phoneVerification.tooManyCodes, code: 'RATE_LIMITED' } },
    });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.phoneVerification.tooManyCodes)).toBeTruthy();
  });

  it('opens the terms in a framed modal', () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Terms of Service' }));
    const frame = screen.getByTitle('Terms of Service');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/terms?embed=1');
  });
});
