// The activation's latency (issue 11): patients brought to "Submit payment" through the API as the
// browser does (the hot-path list's activation, apps/api/src/test/hot-paths), then each activation
// timed on its own: every one charges the sandbox processor once and writes the subscription,
// order and invoice in one transaction.
import { benchDeps, hot, sendCall } from './bench-hot-paths.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50/p95 of POST activate-trial over `count` patients, and that each was charged once. */
export async function measureActivation(base, count = 30) {
  const activation = hot.HOT_PATHS.find((path) => path.name.includes('activate-trial'));
  // The set-up makes its patients through the API alone: no SQL.
  const deps = benchDeps(base, undefined);
  const times = [];
  for (let n = 0; n < count; n += 1) {
    const call = await activation.prepare(deps);
    const started = performance.now();
    await sendCall(call);
    times.push(performance.now() - started);
    const orders = (await sendCall({ client: call.client, method: 'GET', url: '/api/patient/orders' })).body.data;
    if (orders.length !== 1) {
      throw new Error(`patient ${n} has ${orders.length} orders after one activation`);
    }
  }
  times.sort((a, b) => a - b);
  return { name: `POST activate-trial (${count} patients, one at a time)`, 'p50 ms': percentile(times, 50).toFixed(1), 'p95 ms': percentile(times, 95).toFixed(1) };
}
