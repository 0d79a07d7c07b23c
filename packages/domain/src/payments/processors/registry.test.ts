import { describe, expect, it } from 'vitest';
import { CARD_VENDORS, contentSourcesOf, isPaymentVendor, PAYMENT_PROCESSORS, PAYMENT_VENDORS, PROCESSOR_SETTINGS, processorOf, WALLET_VAULT_VENDORS } from './registry';

describe('the payment processor registry', () => {
  it('names each vendor once, and the vendors of each role', () => {
    expect(new Set(PAYMENT_VENDORS).size).toBe(PAYMENT_VENDORS.length);
    expect(PAYMENT_VENDORS).toEqual(['sandbox', 'stripe', 'braintree']);
    expect(CARD_VENDORS).toEqual(['sandbox', 'stripe']);
    expect(WALLET_VAULT_VENDORS).toEqual(['sandbox', 'braintree']);
    expect([isPaymentVendor('stripe'), isPaymentVendor('adyen'), isPaymentVendor('')]).toEqual([true, false, false]);
  });

  it('requires and sends to the browser only settings a processor declares, and no secret goes to the browser', () => {
    for (const processor of PAYMENT_PROCESSORS) {
      const declared = Object.keys(processor.settings);
      expect(declared.filter((name) => !name.startsWith(`${processor.vendor.toUpperCase()}_`)), processor.vendor).toEqual([]);
      for (const name of [...processor.requiredSettings, ...Object.values(processor.browserSettings)]) {
        expect(declared, `${processor.vendor}: ${name}`).toContain(name);
      }
      expect(Object.values(processor.browserSettings).filter((name) => /SECRET|PRIVATE/.test(name)), processor.vendor).toEqual([]);
    }
    expect(Object.keys(PROCESSOR_SETTINGS)).toEqual(PAYMENT_PROCESSORS.flatMap((processor) => Object.keys(processor.settings)));
  });

  it('merges the chosen processors’ script origins, none for the local sandbox', () => {
    expect(contentSourcesOf(['sandbox', 'sandbox'])).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] });
    const both = contentSourcesOf(['stripe', 'braintree']);
    expect(both.scriptSrc).toEqual(['https://js.stripe.com', 'https://js.braintreegateway.com', 'https://*.paypal.com']);
    expect(both.frameSrc).toEqual([...processorOf('stripe').contentSources.frameSrc, ...processorOf('braintree').contentSources.frameSrc]);
  });
});
