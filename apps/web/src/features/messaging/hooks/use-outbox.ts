import { useCallback, useEffect, useState } from 'react';
import type { OutboxMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { listOutbox } from '../api/list-outbox';

/** The development outbox, for one recipient or all. */
export function useOutbox(recipient: string) {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setMessages(await listOutbox(recipient));
      setErrorMessage(null);
    } catch (error) {
      setErrorMessage(
        error instanceof ApiError && error.status === 404
          ? 'The outbox is only available in development.'
          : MESSAGES.form.genericServerError,
      );
    }
  }, [recipient]);

  useEffect(() => {
    void load();
  }, [load]);

  return { messages, errorMessage, reload: load };
}
