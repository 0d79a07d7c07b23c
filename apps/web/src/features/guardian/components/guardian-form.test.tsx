import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { mockFetch } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { GuardianForm } from './guardian-form';

function renderForm(onSubmitted = vi.fn()) {
  render(<GuardianForm legalLinks={TEST_BRAND.legalLinks} redirectUrl="/next" onSubmitted={onSubmitted} />);
  return onSubmitted;
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dana' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Reyes' } });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'dana@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('GuardianForm', () => {
  it('shows every required message on Next and sends nothing', async () => {
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data: null } }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'The first name field is required.',
      'The last name field is required.',
      'The email address field is required.',
      'The phone number field is required.',
      MESSAGES.eligibility.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('masks the phone 3-3-4 and sends the form with the redirect', async () => {
    const { apiCalls } = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 200, body: { data: { ...(call.body as object), phone: '5551234567', terms: true }, redirectUrl: '/next' } }
        : { status: 200, body: { data: null } },
    );
    const onSubmitted = renderForm();
    fillValid();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('555-123-4567');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(apiCalls().find((call) => call.method === 'POST')?.body).toEqual({
      firstname: 'Dana',
      lastname: 'Reyes',
      email: 'dana@example.com',
      phone: '555-123-4567',
      terms: true,
      redirectUrl: '/next',
    });
  });

  it('shows server field errors under their fields', async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: { message: MESSAGES.guardian.sameEmailAsPatient, code: 'VALIDATION_FAILED', errors: { email: [MESSAGES.guardian.sameEmailAsPatient] } },
          }
        : { status: 200, body: { data: null } },
    );
    const onSubmitted = renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const error = await screen.findByText(MESSAGES.guardian.sameEmailAsPatient);
    expect(error.id).toBe('guardian-email-error');
    expect(onSubmitted).not.toHaveBeenCalled();
    // Editing the field clears the server's message about the old value.
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'other@example.com' } });
    expect(screen.queryByText(MESSAGES.guardian.sameEmailAsPatient)).toBeNull();
  });
});
