// The activation's latency (issue 11): patients brought to "Submit payment" on the product-detail
// checkout through the API, as the browser does (account, bundle box, sandbox card, address), then
// each activation timed on its own: every one charges the sandbox processor once and writes the
// subscription, order and invoice in one transaction.
import { cookieFrom } from './bench-app.mjs';

const sorted = (values) => [...values].sort((a, b) => a - b);
const percentile = (values, p) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** A client with its own session and CSRF token, the way a browser tab keeps them. */
async function newClient(base) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const token = cookieFrom(csrf, 'XSRF-TOKEN') ?? '';
  let session = '';
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}; teleskin_session=${session}`,
        'x-xsrf-token': decodeURIComponent(token),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    session = cookieFrom(response, 'teleskin_session') ?? session;
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer;
  };
  return call;
}

/** A new patient at "Submit payment" of the product-detail checkout (bundle box, sandbox card 4242, Oregon address); answers its `call`. */
export async function patientReadyToPay(base, n) {
  const call = await newClient(base);
  await call('POST', '/api/register', { email: `bench-${Date.now()}-${n}@example.com`, password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
  const bundle = (await call('GET', '/api/product-detail/bundle')).data;
  await call('POST', '/api/visits', { flow: 'product-detail-trial' });
  await call('PUT', '/app/patient/payment/subscription-items', {
    brand: 1,
    treatment_category: 1,
    items: bundle.setProducts.itemIds.map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
  });
  const token = await call('POST', '/sandbox-processor/v1/tokens', { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  await call('POST', '/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token.id });
  await call('PATCH', '/app/users/self/address', { firstname: 'Bench', lastname: 'Patient', address1: '12 Main St', city: 'Portland', state: 'OR', zipcode: '97201' });
  return call;
}

/** p50/p95 of POST activate-trial over `count` patients, and that each was charged once. */
export async function measureActivation(base, count = 30) {
  const times = [];
  for (let n = 0; n < count; n += 1) {
    const call = await patientReadyToPay(base, n);
    const started = performance.now();
    await call('POST', '/app/patient/payment/activate-trial', { treatmentCategoryId: 1, checkoutAttemptId: crypto.randomUUID(), shipmentFrequency: 60 });
    times.push(performance.now() - started);
    const orders = (await call('GET', '/api/patient/orders')).data;
    if (orders.length !== 1) {
      throw new Error(`patient ${n} has ${orders.length} orders after one activation`);
    }
  }
  const ordered = sorted(times);
  return { name: `POST activate-trial (${count} patients, one at a time)`, 'p50 ms': percentile(ordered, 50).toFixed(1), 'p95 ms': percentile(ordered, 95).toFixed(1) };
}
