import type { StaffRole } from '@app/domain/constants';

// What the hot paths and their subjects' set-up need from the outside world, so one list serves
// the integration test (`app.inject` through TestClient) and the bench (a real server through
// FetchClient).

export type HotPathMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HotPathResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- set-up reads arbitrary JSON answers
}

/** A browser-like client: keeps its cookies and, like the web client, fetches the CSRF token before its first mutating call. */
export interface HotPathClient {
  request: (method: HotPathMethod, url: string, payload?: unknown) => Promise<HotPathResponse>;
  cookie: (name: string) => string | undefined;
}

export type Row = Record<string, unknown>;

export interface HotPathDeps<C extends HotPathClient> {
  /** A new client with no cookies, from an address of its own (registration is limited per address). */
  newClient: () => C;
  /** The escape hatch for what the API cannot do quickly (a shipped parcel, a photo row): SQL on the app's database. */
  query: (text: string, values?: readonly unknown[]) => Promise<Row[]>;
  /** A client signed in as a care-team member of `role`; a provider is licensed in California. */
  signInStaff: (role: StaffRole) => Promise<C>;
}

/** The body of a 2xx answer; anything else stops the set-up with what the server said. */
export async function okBody(pending: Promise<HotPathResponse>, what: string): Promise<HotPathResponse['body']> {
  const response = await pending;
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}
