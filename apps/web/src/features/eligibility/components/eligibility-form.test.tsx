import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { mockFetch } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { EligibilityForm } from './eligibility-form';

function renderForm(options: { hasTermsCheckbox?: boolean } = {}) {
  const onEvaluated = vi.fn();
  render(
    <EligibilityForm
      category="skin"
      hasTermsCheckbox={options.hasTermsCheckbox ?? true}
      legalLinks={TEST_BRAND.legalLinks}
      onEvaluated={onEvaluated}
    />,
  );
  return { onEvaluated };
}

describe('EligibilityForm', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('shows a field error only once the field has been left', () => {
    renderForm();
    const birthdate = screen.getByLabelText('Date of birth');
    fireEvent.focus(birthdate);
    fireEvent.change(birthdate, { target: { value: '13' } });
    expect(screen.queryByText(MESSAGES.eligibility.birthdateInvalid)).toBeNull();

    fireEvent.blur(birthdate);
    const error = screen.getByText(MESSAGES.eligibility.birthdateInvalid);
    expect(birthdate.getAttribute('aria-invalid')).toBe('true');
    expect(birthdate.getAttribute('aria-describedby')).toContain(error.id);
    // Fields never visited stay quiet.
    expect(screen.queryByText(MESSAGES.eligibility.stateOrZipRequired)).toBeNull();
  });

  it('inserts the slashes of mm/dd/yyyy while typing', () => {
    renderForm();
    const birthdate = screen.getByLabelText<HTMLInputElement>('Date of birth');
    fireEvent.change(birthdate, { target: { value: '0' } });
    fireEvent.change(birthdate, { target: { value: '01' } });
    expect(birthdate.value).toBe('01/');
    fireEvent.change(birthdate, { target: { value: '01/021990' } });
    expect(birthdate.value).toBe('01/02/1990');
  });

  it('on a submit with errors shows every error, the form box, and focuses the first field', () => {
    const { calls } = mockFetch(() => ({ status: 500 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.form.submissionError);
    expect(screen.getByText(MESSAGES.eligibility.stateOrZipRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.eligibility.birthdateRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.eligibility.termsRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Patient's state"));
    expect(calls).toHaveLength(0);
  });

  it('posts the answers and hands the result to the caller', async () => {
    const data = { ineligibleReason: null, isOtcSignupUser: false };
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data } }));
    const { onEvaluated } = renderForm();
    fireEvent.change(screen.getByLabelText("Patient's state"), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '01/02/1990' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onEvaluated).toHaveBeenCalledWith(data));
    expect(apiCalls()[0]).toMatchObject({
      method: 'POST',
      url: '/api/eligibility/evaluate',
      body: { state: 'CA', zip: '', birthdate: '01/02/1990', hasAcceptedTerms: true, treatmentCategories: [1] },
    });
  });

  it('shows the server field errors of a 422 under their fields', async () => {
    const zipMessage = MESSAGES.eligibility.zipInvalid;
    mockFetch(() => ({
      status: 422,
      body: { message: zipMessage, code: 'VALIDATION_FAILED', errors: { zip: [zipMessage] } },
    }));
    renderForm({ hasTermsCheckbox: false });
    fireEvent.change(screen.getByLabelText("Patient's state"), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '01/02/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));

    const zip = screen.getByLabelText('Zip code (optional)');
    await waitFor(() => expect(screen.getByText(zipMessage)).toBeTruthy());
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(zip);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.form.submissionError);
  });

  it('keeps typed values across a reload of the page', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Zip code (optional)'), { target: { value: '94105' } });
    cleanup();
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Zip code (optional)').value).toBe('94105');
  });
});
