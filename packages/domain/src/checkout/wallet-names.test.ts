import { describe, expect, it } from 'vitest';
import { walletNames } from './wallet-names';

const base = { supportEmail: 'care@example.test', wallet: 'Apple Pay' as const, variant: 'checkout' as const };

describe('walletNames (001 §5)', () => {
  it('takes the patient’s own first and last name first', () => {
    expect(walletNames({ ...base, patient: { firstname: 'Robin', lastname: 'Lee' }, payerName: 'Someone Else' })).toEqual({ ok: true, firstname: 'Robin', lastname: 'Lee' });
  });

  it('else splits the payer name at the first space: everything after it is the last name', () => {
    expect(walletNames({ ...base, patient: { firstname: null, lastname: null }, payerName: 'Mary Ann van der Berg' })).toEqual({ ok: true, firstname: 'Mary', lastname: 'Ann van der Berg' });
  });

  it('else says to edit the wallet’s name, naming the wallet and the support email', () => {
    expect(walletNames({ ...base, patient: { firstname: 'Robin', lastname: null }, payerName: 'Cher' })).toEqual({
      ok: false,
      message:
        'Please edit the name associated with Apple Pay so that there is both a first name and last name, and then try again. If you think this message is in error, please contact our Customer Success team at care@example.test.',
    });
    const paypal = walletNames({ ...base, wallet: 'PayPal', patient: { firstname: null, lastname: null }, payerName: '' });
    expect(paypal.ok === false && paypal.message.startsWith('Please edit the name associated with PayPal')).toBe(true);
  });

  it('uses the product-detail checkout’s own words there', () => {
    expect(walletNames({ ...base, variant: 'product-detail', patient: { firstname: null, lastname: null }, payerName: 'Cher' })).toEqual({
      ok: false,
      message: 'We cannot proceed because your first name and last name are not set in Apple Pay.',
    });
    expect(walletNames({ ...base, wallet: 'PayPal', variant: 'product-detail', patient: { firstname: null, lastname: null }, payerName: null })).toEqual({
      ok: false,
      message: 'We cannot proceed because your first name and last name are not set in PayPal.',
    });
  });
});
