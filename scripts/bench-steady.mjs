// Requests at a steady arrival rate, for the paths whose promise is latency (the answer save, the
// operator's search). autocannon's `overallRate`
// is not steady: each connection sends its share of a second's requests back to back when its
// one-second timer fires, so 200 req/s arrive as one burst of 200 at the top of each second, and
// its coordinated-omission correction assumes a 1 ms interval (Math.ceil(1 / rate)), adding a
// synthetic sample per millisecond of every slow answer. Here request n is due at start + n/rate
// whatever the answers before it did (an open loop), and its latency counts from when it was due,
// so a generator or server stall is charged to the figure, not hidden.
import http from 'node:http';

/**
 * Sends `rate` requests a second for `seconds` over at most `connections` keep-alive connections;
 * `requestOf(n)` gives the n-th { method, path, headers, body? }. Answers { rps, p50, p99, total, failed }.
 */
export async function steadyRun(base, requestOf, { rate, seconds, connections }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  const send = (n, dueAt) =>
    new Promise((resolve) => {
      const { method, path, headers, body = '' } = requestOf(n);
      const request = http.request(
        { agent, host: url.hostname, port: url.port, method, path, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode < 200 || response.statusCode >= 300) {
              failed += 1;
            }
            latencies.push(performance.now() - dueAt);
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });
  const inFlight = [];
  for (let n = 0; n < total; ) {
    const now = performance.now();
    // Every request due by now goes out now, so a late timer does not lower the rate.
    while (n < total && started + (n * 1000) / rate <= now) {
      inFlight.push(send(n, started + (n * 1000) / rate));
      n += 1;
    }
    const nextDue = started + (n * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { rps: total / elapsed, p50: at(0.5), p99: at(0.99), total, failed };
}
