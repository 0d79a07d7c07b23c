// Steady load through the load balancer while processes restart: every answer is counted, and any
// answer that is not a 2xx, or no answer at all, is a failed request the check reports.
import http from 'node:http';

/**
 * A reset on a kept-alive connection before any answer: the balancer closed the idle connection
 * (nginx's old worker does on every reload) as the request went out on it, so the request was never
 * read. Browsers send such a request again on a new connection, and so does this load, once; Node's
 * documentation gives the same rule (`request.reusedSocket`). Anything else is a failure.
 */
const isStaleConnection = (request, error, isAnswered) =>
  !isAnswered && request.reusedSocket && error.code === 'ECONNRESET';

/**
 * Sends `requestOf(n)` at `rate` a second until `stop()` (or until `requestOf` has no n-th request);
 * `stop()` answers what each request got, and how many were sent again on a new connection.
 */
export function startSteadyLoad(base, rate, requestOf) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const outcomes = [];
  const inFlight = new Set();
  let isStopped = false;
  let resent = 0;
  const send = ({ method, path, headers, body = '' }, n) => {
    const pending = new Promise((resolve) => {
      const started = performance.now();
      const attempt = (isRetry) => {
        let isAnswered = false;
        const request = http.request(
          {
            // Sent again, a request goes on a connection of its own.
            agent: isRetry ? false : agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            isAnswered = true;
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
          if (!isRetry && isStaleConnection(request, error, isAnswered)) {
            resent += 1;
            attempt(true);
            return;
          }
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
      };
      attempt(false);
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
      return { outcomes, resent };
    },
  };
}
