import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FlashMessage } from '@app/domain/contracts/flash-messages';
import { getFlashMessages } from '../api/get-flash-messages';
import { FlashContext, type FlashContextValue, type ShownFlashMessage } from '../hooks/use-flash';

interface FlashProviderProps {
  children: ReactNode;
}

export function FlashProvider({ children }: FlashProviderProps) {
  const [messages, setMessages] = useState<ShownFlashMessage[]>([]);
  const nextId = useRef(1);

  const append = useCallback((incoming: readonly FlashMessage[]) => {
    if (incoming.length === 0) {
      return;
    }
    const withIds = incoming.map((message) => ({ ...message, id: nextId.current++ }));
    setMessages((current) => [...current, ...withIds]);
  }, []);

  const refresh = useCallback(async () => {
    try {
      append(await getFlashMessages());
    } catch {
      // Flash messages are a courtesy; failing to fetch them must not break the page.
    }
  }, [append]);

  const push = useCallback((message: FlashMessage) => append([message]), [append]);

  const dismiss = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<FlashContextValue>(
    () => ({ messages, refresh, push, dismiss }),
    [messages, refresh, push, dismiss],
  );
  return <FlashContext value={value}>{children}</FlashContext>;
}
