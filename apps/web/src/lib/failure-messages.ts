import { ApiError } from './api-client';

/**
 * What to tell the patient about a failed call (001 §8 "Checkout steps"): each of the server's
 * validation errors on its own, else the server's message, else `fallback` ("A system error
 * occurred. Please try again.") for an outage or a dropped connection.
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return [fallback];
  }
  const fieldMessages = Object.values(error.errors ?? {}).flat();
  return fieldMessages.length > 0 ? fieldMessages : [error.message];
}
