import { describe, expect, it, vi } from 'vitest';
import type { FieldErrorsState } from './use-field-errors';
import { formFields } from './form-fields';

function fieldErrorsStub(shown: Record<string, string>): FieldErrorsState {
  return {
    errorFor: (field) => shown[field],
    touch: vi.fn(),
    touchAll: vi.fn(),
    clearServerError: vi.fn(),
    setServerErrors: vi.fn(),
    reset: vi.fn(),
  };
}

describe('formFields', () => {
  const values = { email: 'a@example.com', terms: false };

  it("gives a text field its id, name, value and shown error; a change goes to setValue, a blur touches it", () => {
    const fieldErrors = fieldErrorsStub({ email: 'The email field is required.' });
    const setValue = vi.fn();
    const email = formFields({ values, fieldId: (field) => `signup-${field}`, fieldErrors, setValue }).field('email');
    expect(email).toMatchObject({ id: 'signup-email', name: 'email', value: 'a@example.com', error: 'The email field is required.' });
    email.onChange({ target: { value: 'b@example.com' } });
    expect(setValue).toHaveBeenCalledWith('email', 'b@example.com');
    email.onBlur();
    expect(fieldErrors.touch).toHaveBeenCalledWith('email');
  });

  it('gives a checkbox its checked state and stores what it is changed to', () => {
    const fieldErrors = fieldErrorsStub({});
    const setValue = vi.fn();
    const terms = formFields({ values, fieldId: (field) => field, fieldErrors, setValue }).checkbox('terms');
    expect(terms).toMatchObject({ id: 'terms', name: 'terms', checked: false, error: undefined });
    terms.onChange({ target: { checked: true } });
    expect(setValue).toHaveBeenCalledWith('terms', true);
    terms.onBlur();
    expect(fieldErrors.touch).toHaveBeenCalledWith('terms');
  });
});
