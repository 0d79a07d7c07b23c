import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { mockFetch } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { RegistrationForm } from './registration-form';

const PATIENT = { id: 7, email: 'jane@example.com' };

function answer(overrides: Record<string, unknown>) {
  return {
    emailOnly: false,
    recognizedEmail: false,
    requestPassword: false,
    isDeletingBrandAccount: false,
    canTransferBrand: false,
    user: null,
    message: '',
    ...overrides,
  };
}

function renderForm(props: { variant?: 'signup-flow' | 'product-detail'; isEmailFirst?: boolean } = {}) {
  const callbacks = { onRegistered: vi.fn(), onRecognizedEmail: vi.fn(), onFailure: vi.fn() };
  render(
    <RegistrationForm
      variant={props.variant ?? 'signup-flow'}
      isEmailFirst={props.isEmailFirst ?? true}
      submitLabel="Next"
      legalLinks={TEST_BRAND.legalLinks}
      {...callbacks}
    />,
  );
  return callbacks;
}

describe('RegistrationForm', () => {
  it('asks for the email first and for the password only when the server requests it', async () => {
    const { apiCalls } = mockFetch((call) => {
      const body = call.body as { emailOnly?: boolean };
      return body.emailOnly
        ? { status: 200, body: answer({ emailOnly: true, requestPassword: true }) }
        : { status: 200, body: answer({ user: PATIENT, message: MESSAGES.account.registered }) };
    });
    const { onRegistered } = renderForm();
    expect(screen.queryByLabelText('Password')).toBeNull();

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(apiCalls()[0]?.body).toEqual({ email: 'jane@example.com', emailOnly: true });

    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(apiCalls()[1]?.body).toEqual({ email: 'jane@example.com', password: 'correct horse' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('requires only the fields shown, and shows their errors after blur', () => {
    mockFetch(() => ({ status: 500 }));
    renderForm();
    const email = screen.getByLabelText('Email address');
    fireEvent.change(email, { target: { value: 'jane@' } });
    expect(screen.queryByText(MESSAGES.email.invalid)).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText(MESSAGES.email.invalid)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.password.required)).toBeNull();
  });

  it('shows email and password together when the email-first flow is off', () => {
    renderForm({ isEmailFirst: false });
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('offers a corrected email domain and applies it', () => {
    renderForm();
    const email = screen.getByLabelText<HTMLInputElement>('Email address');
    fireEvent.change(email, { target: { value: 'jane@gmial.com' } });
    fireEvent.blur(email);
    fireEvent.click(screen.getByRole('button', { name: 'Did you mean jane@gmail.com?' }));
    expect(email.value).toBe('jane@gmail.com');
  });

  it('reports a 422 as a failure and shows the field error', async () => {
    const message = MESSAGES.email.taken;
    mockFetch(() => ({ status: 422, body: { message, code: 'VALIDATION_FAILED', errors: { email: [message] } } }));
    const { onFailure } = renderForm({ isEmailFirst: false });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(message));
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('enables Next on the product-detail variant only once everything is filled in', () => {
    renderForm({ variant: 'product-detail', isEmailFirst: false });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: MESSAGES.account.ageConfirmation }));
    expect(next.disabled).toBe(false);
  });
});
