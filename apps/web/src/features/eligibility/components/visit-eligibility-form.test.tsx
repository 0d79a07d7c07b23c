import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import { EligibilityForm } from './eligibility-form';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function renderVisitForm(prefill = { state: 'NY', birthdate: '04/12/1990' }) {
  const onEvaluated = vi.fn();
  render(
    <EligibilityForm category="hair" hasTermsCheckbox legalLinks={TEST_BRAND.legalLinks} onEvaluated={onEvaluated} visit={{ uuid: UUID, prefill }} />,
  );
  return { onEvaluated };
}

// The visit-based variant of 000 §2: state, birthdate and terms, kept on the visit, Continue (ADR 100).
describe('EligibilityForm, visit-based variant', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('asks for state, birthdate and terms, prefilled from the answers on record, and says Continue', () => {
    renderVisitForm();
    expect(screen.getByLabelText<HTMLSelectElement>("Patient's state").value).toBe('NY');
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('04/12/1990');
    expect(screen.queryByLabelText('Zip code (optional)')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^I agree to the/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("posts the three answers to the visit's eligibility store and hands the result on", async () => {
    const data = { ineligibleReason: null, isOtcSignupUser: false };
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data } }));
    const { onEvaluated } = renderVisitForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onEvaluated).toHaveBeenCalledWith(data));
    expect(apiCalls()[0]).toMatchObject({
      method: 'POST',
      url: `/api/visits/${UUID}/eligibility`,
      body: { state: 'NY', birthdate: '04/12/1990', hasAcceptedTerms: true },
    });
  });

  it('sends nothing until the terms are accepted', () => {
    const { calls } = mockFetch(() => ({ status: 500 }));
    renderVisitForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please accept the terms of service to continue.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
