// Steady load through the load balancer while processes restart: every answer is counted, and any
// answer that is not a 2xx, or no answer at all, is a failed request the check reports.
import http from 'node:http';

/**
 * Sends `requestOf(n)` at `rate` a second until `stop()` (or until `requestOf` has no n-th request);
 * `stop()` answers what each request got.
 */
export function startSteadyLoad(base, rate, requestOf) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const outcomes = [];
  const inFlight = new Set();
  let isStopped = false;
  const send = ({ method, path, headers, body = '' }, n) => {
    const pending = new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            outcomes.push({
              n,
              method,
              path,
              status: response.statusCode,
              upstream: response.headers['x-upstream'],
              ms: performance.now() - started,
              body: Buffer.concat(chunks).toString('utf8'),
            });
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        outcomes.push({
          n,
          method,
          path,
          status: 0,
          error: error.message,
          ms: performance.now() - started,
        });
        resolve();
      });
      request.end(body);
    });
    inFlight.add(pending);
    void pending.then(() => inFlight.delete(pending));
  };
  const started = performance.now();
  const loop = (async () => {
    for (let n = 0; !isStopped;) {
      while (!isStopped && started + (n * 1000) / rate <= performance.now()) {
        const next = requestOf(n);
        if (!next) {
          isStopped = true;
          break;
        }
        send(next, n);
        n += 1;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + (n * 1000) / rate - performance.now())),
      );
    }
  })();
  return {
    async stop() {
      isStopped = true;
      await loop;
      await Promise.all([...inFlight]);
      agent.destroy();
      return outcomes;
    },
  };
}
