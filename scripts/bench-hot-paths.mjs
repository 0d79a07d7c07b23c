// The hot paths of apps/api/src/test/hot-paths, loaded through tsx (one list for the bench and the
// integration test), and what the bench needs around them: subjects made through the real server,
// and each call as the raw request a load generator sends.
import { register } from 'tsx/esm/api';

const typescript = register({ namespace: 'bench-hot-paths' });
/** The TypeScript side: HOT_PATHS, setUpSubjects, FetchClient, seedVolume, the plan checks… */
export const hot = await typescript.import('../apps/api/src/test/hot-paths/bench-entry.ts', import.meta.url);

/** The set-up's dependencies against the server at `base`, with `db` (a pg client) for SQL. */
export function benchDeps(base, db) {
  let clients = 0;
  const newClient = () => {
    clients += 1;
    return new hot.FetchClient(base, `10.77.${clients >> 8}.${(clients & 255) + 1}`);
  };
  return {
    newClient,
    query: async (text, values) => (await db.query(text, values)).rows,
    signInStaff: async (role) => {
      const client = newClient();
      await hot.signInDemoStaff(client, role);
      return client;
    },
  };
}

/** A call ({ client, method, url, body, address }) as { method, path, headers, body } for autocannon or http.request. */
export function rawRequest(call) {
  const hasBody = call.body !== undefined;
  return {
    method: call.method,
    path: call.url,
    headers: call.client.headersFor(call.method, hasBody, call.address),
    ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
  };
}

/** Sends a call and reads its answer; throws unless it is a 2xx. */
export async function sendCall(call) {
  const response = await call.client.request(call.method, call.url, call.body);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${call.method} ${call.url}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response;
}

/** The paths BENCH_PATHS (a case-insensitive regular expression over their names) selects; all by default. */
export function selectedPaths() {
  const filter = process.env.BENCH_PATHS ? new RegExp(process.env.BENCH_PATHS, 'i') : undefined;
  return hot.HOT_PATHS.filter((path) => !filter || filter.test(path.name));
}
