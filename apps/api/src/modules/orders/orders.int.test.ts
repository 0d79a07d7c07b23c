import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderView, ShopProduct } from '@app/domain/contracts';
import { patients } from '../../db/schema/index';
import { cardToken, registerCard, TEST_CARDS } from '../../test/kits/checkout-test-kit';
import { signedInPatient } from '../../test/messaging-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';

const t = suiteTestApp();

describe('GET /api/patient/orders', () => {
  it('names a shop cart’s order as one, with each line’s name, quantity and the invoice total', async () => {
    const { client, email } = await signedInPatient(t);
    await t.handle.db
      .update(patients)
      .set({ firstname: 'Sam', lastname: 'Shopper', address1: '12 Main St', city: 'Los Angeles', state: 'CA', zipcode: '90012', hasCompletedShippingAddressEntry: true })
      .where(eq(patients.email, email));
    expect((await registerCard(client, await cardToken(client, TEST_CARDS.success))).status).toBe(200);
    expect((await client.get('/api/patient/orders')).body.data).toEqual([]);

    const [first, second] = ((await client.get('/api/shop/products')).body.data.products as ShopProduct[]).map((product) => product.variants[0]!);
    const cart = await client.post('/api/shop/carts', { lines: [{ variantId: first!.variantId, quantity: 2 }, { variantId: second!.variantId, quantity: 1 }] });
    expect(cart.status).toBe(200);
    const paid = await client.post(`/api/shop/carts/${cart.body.data.id}/checkout`, { checkoutAttemptId: randomUUID() });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const [order, ...others] = (await client.get('/api/patient/orders')).body.data as OrderView[];
    expect(others).toEqual([]);
    expect(order).toMatchObject({ kind: 'cart', status: 'paid', isShopOrder: true, invoice: { id: paid.body.data.invoiceId } });
    expect(order!.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(order!.invoice!.totalCents).toBe(Math.round(paid.body.data.revenue * 100));
  });
});
