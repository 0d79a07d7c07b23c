import { ApiError, apiRequest } from './api-client';

type SessionEndedListener = () => void;
const listeners = new Set<SessionEndedListener>();

/**
 * Calls a care-team route (ADR 117). A 401 means the staff session ended (idle, too old, or the
 * account disabled): the staff app is told, and sends the member to sign in again with a notice,
 * whichever page made the call. The error still reaches the caller.
 */
export async function staffApiRequest<T>(method: Parameters<typeof apiRequest>[0], path: string, body?: unknown): Promise<T> {
  try {
    return await apiRequest<T>(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      listeners.forEach((listener) => listener());
    }
    throw error;
  }
}

/** Calls `listener` whenever a care-team call answered 401; returns the unsubscribe. */
export function onStaffSessionEnded(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
