import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion, ShippingAddressUpdateAnswer } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { BrandContext } from '../../../lib/brand';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { TEST_BRAND } from '../../../testing/test-brand';
import type { ShippingAddressInitial } from '../hooks/use-shipping-address-form';
import { ShippingAddressForm } from './shipping-address-form';

const UNSUPPORTED =
  "We're sorry, but we do not support your zip code. (But we hope to in the future!)";
const SUGGESTIONS: AddressSuggestion[] = [
  '123 Maple Ave',
  '123 Main St',
  '123 Madison Ave',
  '123 Market St',
  '123 Magnolia Dr',
  '123 Main Blvd',
  '123 Martin Way',
].map((street_line) => ({ street_line, city: 'Beverly Hills', state: 'CA', zipcode: '90210' }));
const ANSWER: ShippingAddressUpdateAnswer = {
  user: {
    id: 7,
    firstname: 'Avery',
    lastname: 'Quinn',
    address1: '1 Main St',
    address2: null,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    hasCompletedShippingAddressEntry: true,
  },
  addressValidation: { isMilitaryAddress: false },
};
const FILLED: ShippingAddressInitial = {
  firstname: 'Avery',
  lastname: 'Quinn',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

type Answer = { status: number; body?: unknown };

function renderForm(
  options: {
    initial?: ShippingAddressInitial;
    submitLabel?: string;
    suggestions?: Answer;
    update?: Answer;
  } = {},
) {
  const fetch = mockFetch((call: RecordedCall) => {
    if (call.url.startsWith('/api/patient/address-suggestions')) {
      return options.suggestions ?? { status: 200, body: { data: { suggestions: SUGGESTIONS } } };
    }
    if (call.method === 'PATCH' && call.url === '/app/users/self/address') {
      return options.update ?? { status: 200, body: { data: ANSWER } };
    }
    return { status: 404, body: { message: 'not found', code: 'NOT_FOUND' } };
  });
  const onSaved = vi.fn();
  render(
    <BrandContext value={TEST_BRAND}>
      <ShippingAddressForm
        initial={options.initial}
        onSaved={onSaved}
        submitLabel={options.submitLabel}
      />
    </BrandContext>,
  );
  return {
    fetch,
    onSaved,
    suggestionCalls: () =>
      fetch.apiCalls().filter((call) => call.url.startsWith('/api/patient/address-suggestions')),
  };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const street = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Street address' });
const submitButton = (name = 'Continue') => screen.getByRole<HTMLButtonElement>('button', { name });

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Types into the street field, then lets the 200 ms pause pass and the answer arrive. */
async function typeStreetAndWait(value: string) {
  vi.useFakeTimers();
  fireEvent.change(street(), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
  vi.useRealTimers();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ShippingAddressForm', () => {
  it('shows each rule’s message in the spec’s words once the field is left', () => {
    renderForm();
    expect(screen.queryByText('The first name field is required.')).toBeNull();
    fireEvent.blur(field('First name'));
    expect(screen.getByText('The first name field is required.')).toBeTruthy();
    type('Last name', 'Quinn 3rd');
    expect(screen.queryByText(MESSAGES.name.patternInvalid)).toBeNull();
    fireEvent.blur(field('Last name'));
    expect(screen.getByText(MESSAGES.name.patternInvalid)).toBeTruthy();
    fireEvent.blur(street());
    expect(screen.getByText('The street address field is required.')).toBeTruthy();
    fireEvent.blur(field('City'));
    expect(screen.getByText('The city field is required.')).toBeTruthy();
    fireEvent.blur(field('State'));
    expect(screen.getByText('The state field is required.')).toBeTruthy();
    type('Zip code', '1234');
    fireEvent.blur(field('Zip code'));
    expect(screen.getByText('The zip code field is invalid.')).toBeTruthy();
    expect(field('Zip code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(field('Apartment/suite (optional)'));
    expect(screen.queryByText(/apartment\/suite field/)).toBeNull();
  });

  it('enables Continue only when every rule holds, the apartment being optional', () => {
    renderForm();
    expect(submitButton().disabled).toBe(true);
    type('First name', 'Avery');
    type('Last name', 'Quinn');
    fireEvent.change(street(), { target: { value: '1 Main St' } });
    type('City', 'Austin');
    fireEvent.change(field('State'), { target: { value: 'TX' } });
    expect(submitButton().disabled).toBe(true);
    type('Zip code', '78701-1234');
    expect(submitButton().disabled).toBe(false);
    type('First name', 'R2D2');
    expect(submitButton().disabled).toBe(true);
  });

  it('starts from the values it is given, and offers the armed-forces states', () => {
    renderForm({ initial: { ...FILLED, address2: null }, submitLabel: 'Submit payment' });
    expect(field('First name').value).toBe('Avery');
    expect(field('State').value).toBe('TX');
    expect(submitButton('Submit payment').disabled).toBe(false);
    expect(screen.getByRole('option', { name: 'Armed Forces Europe' })).toBeTruthy();
  });

  it('asks for suggestions once typing pauses for 200 ms, and shows at most five', async () => {
    const { suggestionCalls } = renderForm();
    vi.useFakeTimers();
    for (const value of ['1', '12', '123', '123 M']) {
      fireEvent.change(street(), { target: { value } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
    }
    fireEvent.change(street(), { target: { value: '123 Ma' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(suggestionCalls()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(suggestionCalls().map((call) => call.url)).toEqual([
      '/api/patient/address-suggestions?text=123+Ma&brand=1',
    ]);
    const options = await screen.findAllByRole('option', { name: /Beverly Hills/ });
    expect(options).toHaveLength(5);
    expect(options[0]?.textContent).toBe('123 Maple Ave, Beverly Hills, CA 90210');
    expect(street().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows no list and no error when the suggestions cannot be had', async () => {
    renderForm({
      suggestions: {
        status: 500,
        body: { message: MESSAGES.form.genericServerError, code: 'INTERNAL' },
      },
    });
    await typeStreetAndWait('123 Ma');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByText(MESSAGES.form.genericServerError)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(street().getAttribute('aria-expanded')).toBe('false');
  });

  it('fills street, city, state and zip from a picked suggestion', async () => {
    renderForm({ initial: { firstname: 'Avery', lastname: 'Quinn' } });
    await typeStreetAndWait('123 Ma');
    fireEvent.click(
      await screen.findByRole('option', { name: '123 Madison Ave, Beverly Hills, CA 90210' }),
    );
    expect(street().value).toBe('123 Madison Ave');
    expect(field('City').value).toBe('Beverly Hills');
    expect(field('State').value).toBe('CA');
    expect(field('Zip code').value).toBe('90210');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('moves through the suggestions with the arrow keys, picks with Enter and closes with Escape', async () => {
    renderForm();
    await typeStreetAndWait('123 Ma');
    await screen.findByRole('listbox');
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'ArrowDown' });
    fireEvent.keyDown(street(), { key: 'ArrowUp' });
    fireEvent.keyDown(street(), { key: 'ArrowUp' });
    const last = screen.getAllByRole('option', { name: /Beverly Hills/ })[4]!;
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(street().getAttribute('aria-activedescendant')).toBe(last.id);
    fireEvent.keyDown(street(), { key: 'Enter' });
    expect(street().value).toBe('123 Magnolia Dr');
    expect(field('Zip code').value).toBe('90210');

    await typeStreetAndWait('123 Mai');
    await screen.findByRole('listbox');
    fireEvent.keyDown(street(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(street().value).toBe('123 Mai');
  });

  it('sends the address and hands the answer over', async () => {
    const { fetch, onSaved } = renderForm({ initial: FILLED });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ANSWER));
    expect(fetch.apiCalls().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', '/app/users/self/address', { ...FILLED, address2: null }],
    ]);
  });

  it('shows the server’s field errors under their fields until the field changes', async () => {
    const { onSaved } = renderForm({
      initial: FILLED,
      update: {
        status: 422,
        body: {
          message: UNSUPPORTED,
          code: 'VALIDATION_FAILED',
          errors: { zipcode: [UNSUPPORTED] },
        },
      },
    });
    fireEvent.click(submitButton());
    expect(await screen.findByText(UNSUPPORTED)).toBeTruthy();
    expect(field('Zip code').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
    type('Zip code', '78702');
    expect(screen.queryByText(UNSUPPORTED)).toBeNull();
  });
});
