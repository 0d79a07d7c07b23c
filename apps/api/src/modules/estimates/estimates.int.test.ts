import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { salesTaxCents } from '@app/domain/pricing';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { STATE_SALES_TAX_PPM } from '../pricing/state-sales-tax-rates';

const t = suiteTestApp();

const estimate = (query: string) => new TestClient(t.app).get(`/api/estimate?${query}`);

// The estimate path of 001 §7.6 (answer ours, ADR 101), priced from the catalogue (ADR 096).
describe('GET /api/estimate', () => {
  it('prices a trial box at trial size: the Rx free, an OTC product as a Mini', async () => {
    const response = await estimate('category=skin&productIds=1,52');
    expect(response.status).toBe(200);
    const [rx, otc] = response.body.data.lines;
    expect(rx).toMatchObject({ productId: 1, itemId: 101, isRx: true, finalAmount: 0 });
    expect(otc).toMatchObject({ productId: 52, isRx: false });
    expect(otc.name).toMatch(/^Mini /);
    expect(response.body.data).toMatchObject({ itemsTotal: otc.finalAmount, tax: 0, total: otc.finalAmount });
  });

  it('prices a one-time purchase at its own prices, with the sale taken off, and adds a state tax', async () => {
    const response = await estimate('category=skin&purchaseContext=onetime&productIds=1&state=CA');
    const [line] = response.body.data.lines;
    expect(line).toMatchObject({ itemId: 102, originalAmount: 6990, finalAmount: 6490 });
    const tax = salesTaxCents(6490, STATE_SALES_TAX_PPM.CA);
    expect(tax).toBeGreaterThan(0);
    expect(response.body.data).toMatchObject({ itemsTotal: 6490, tax, total: 6490 + tax });
  });

  it('prices hair at full size', async () => {
    const response = await estimate('category=hair&productIds=41');
    expect(response.status).toBe(200);
    expect(response.body.data.lines[0].name).not.toMatch(/^Mini /);
    expect(response.body.data.itemsTotal).toBeGreaterThan(0);
  });

  it.each([
    ['a product of the other category', 'category=hair&productIds=1', MESSAGES.estimate.notSold],
    ['an unknown product', 'category=skin&productIds=999', MESSAGES.estimate.notSold],
    ['a product twice', 'category=skin&productIds=1,1', MESSAGES.estimate.repeated],
  ])('refuses %s with a 422 that says why', async (_name, query, message) => {
    const response = await estimate(query);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ productIds: [message] });
  });

  it('refuses an 11th product, a state that is not one, and no products at all', async () => {
    expect((await estimate(`category=skin&productIds=${Array.from({ length: 11 }, (_, i) => 50 + i).join(',')}`)).status).toBe(422);
    expect((await estimate('category=skin&productIds=1&state=ZZ')).status).toBe(422);
    expect((await estimate('category=skin')).status).toBe(422);
  });
});
