import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's words when it refuses to show a page's subject to this provider (403: a patient
 * outside their licensed states; 404: nothing at that address), or null for any other failure,
 * which the page offers to try again.
 */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 403 || error.status === 404) ? error.message : null;
}

/** A page the server refused: its heading, the server's reason, and the way back. */
export function RefusedPage({ heading, message, back }: { heading: string; message: string; back: ReactNode }) {
  return (
    <section className="page page--narrow" aria-labelledby="care-refused-heading">
      {back}
      <h1 id="care-refused-heading">{heading}</h1>
      <p role="alert">{message}</p>
    </section>
  );
}
