import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { PhoneUploadLink } from '../features/media/components/phone-upload-link';
import { BrandContext } from '../lib/brand';
import { mockFetch, type RecordedCall } from '../testing/fetch-mock';
import { TEST_BRAND } from '../testing/test-brand';
import { renderPhoneLinkVerification } from './phone-link-verification';

// 000 §4 "Phone link flow": an unconfirmed number opens a dialog that verifies it, then texts the link.

const NOT_CONFIRMED = {
  status: 422,
  body: { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: { phone: [MESSAGES.phoneVerification.phoneNotConfirmed] } },
};

function renderLink() {
  let isConfirmed = false;
  const fetch = mockFetch((call: RecordedCall) => {
    switch (`${call.method} ${call.url}`) {
      case 'POST /api/patient/sms-message':
        return isConfirmed ? { status: 200, body: { message: MESSAGES.phoneVerification.photoLinkSent } } : NOT_CONFIRMED;
      case 'GET /api/phone-number':
        return { status: 200, body: { data: { number: null, confirmedAt: null } } };
      case 'PATCH /app/users/self/phone-number':
        return { status: 200, body: { data: { number: '5551234567', confirmedAt: null } } };
      case 'GET /api/phone-number/requires-verification':
        return { status: 200, body: { data: { requiresVerification: true } } };
      case 'POST /api/phone-number/send-confirmation':
        return { status: 200, body: { data: { phoneNumber: '5551234567', expiresAt: new Date().toISOString() } } };
      case 'POST /api/phone-number/confirm':
        isConfirmed = (call.body as { token: string }).token === '1234';
        return isConfirmed
          ? { status: 200, body: { data: { number: '5551234567', confirmedAt: new Date().toISOString() } } }
          : { status: 422, body: { message: MESSAGES.phoneVerification.incorrectCode, code: 'VALIDATION_FAILED' } };
      default:
        return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    }
  });
  render(
    <BrandContext value={TEST_BRAND}>
      <PhoneUploadLink visitUuid="v1" renderPhoneVerification={renderPhoneLinkVerification} />
    </BrandContext>,
  );
  const trigger = screen.getByRole('button', { name: MESSAGES.photos.phoneLinkAction });
  return { fetch, trigger };
}

async function openDialog(trigger: HTMLElement): Promise<HTMLElement> {
  trigger.focus();
  fireEvent.click(trigger);
  return screen.findByRole('dialog', { name: MESSAGES.phoneVerification.phoneTitle });
}

const linkSends = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/patient/sms-message');

describe('PhoneUploadLink with phone verification', () => {
  it('verifies an unconfirmed number in a dialog, then texts the link', async () => {
    const { fetch, trigger } = renderLink();
    const dialog = await openDialog(trigger);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByText(MESSAGES.phoneVerification.phoneNotConfirmed)).toBeNull();

    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: MESSAGES.phoneVerification.codeTitle });
    expect(fetch.calls.some((call) => call.url === '/api/phone-number/send-confirmation')).toBe(true);

    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MESSAGES.photos.phoneLinkSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(linkSends(fetch.calls)).toHaveLength(2);
    expect(linkSends(fetch.calls)[1]?.body).toEqual({ type: 'photo_upload_link', visitUuid: 'v1' });
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps focus inside the dialog, and Escape closes it and returns focus', async () => {
    const { fetch, trigger } = renderLink();
    const dialog = await openDialog(trigger);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText(/Phone number/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(linkSends(fetch.calls)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.photos.phoneLinkSent)).toBeNull();
  });

  it('shows the server’s message when no verification is offered', async () => {
    mockFetch(() => NOT_CONFIRMED);
    render(<PhoneUploadLink visitUuid="v1" />);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.photos.phoneLinkAction }));
    expect((await screen.findByRole('alert')).textContent).toBe('Validation failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
