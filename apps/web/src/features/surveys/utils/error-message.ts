import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * What a failed save tells the patient: the server's own words for a refused answer (4xx), the
 * generic message for a server or network failure, where the server's text would not help.
 */
export function errorMessageFor(error: unknown, questionId?: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return MESSAGES.form.genericServerError;
  }
  return (questionId === undefined ? undefined : error.errors?.[questionId]?.[0]) ?? error.message;
}
