import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FlashMessage } from '@app/domain/contracts';
import { listenForPatientInput } from '../../../lib/patient-input';
import { getFlashMessages } from '../api/get-flash-messages';
import { FlashContext, type FlashContextValue, type PushOptions } from '../hooks/use-flash';
import { messagesOnScreen, screenOnArrival, type FlashScreen, type ShownFlashMessage } from '../utils/flash-screens';

interface FlashProviderProps {
  children: ReactNode;
}

export function FlashProvider({ children }: FlashProviderProps) {
  const [messages, setMessages] = useState<ShownFlashMessage[]>([]);
  const nextId = useRef(1);
  // The provider sits above the router; the flash region tells it which screen is shown.
  const currentPath = useRef<string | undefined>(undefined);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  const append = useCallback(
    (incoming: readonly FlashMessage[], screen: FlashScreen, durationMs?: number): number[] => {
      if (incoming.length === 0) {
        return [];
      }
      // Settled at once where the screen it belongs to is already shown.
      const shown = currentPath.current;
      const placed = shown === undefined ? screen : (screenOnArrival(screen, shown, shown, false) ?? screen);
      const withIds = incoming.map((message) => ({ ...message, id: nextId.current++, screen: placed, durationMs }));
      setMessages((current) => [...current, ...withIds]);
      if (durationMs !== undefined) {
        for (const { id } of withIds) {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            dismiss(id);
          }, durationMs);
          timers.current.add(timer);
        }
      }
      return withIds.map(({ id }) => id);
    },
    [dismiss],
  );

  const fetchFor = useCallback(
    async (screen: FlashScreen) => {
      try {
        append(await getFlashMessages(), screen);
      } catch {
        // Flash messages are a courtesy; failing to fetch them must not break the page.
      }
    },
    [append],
  );

  const refresh = useCallback(() => fetchFor({ after: currentPath.current }), [fetchFor]);

  const push = useCallback(
    (message: FlashMessage, options: PushOptions = {}) => append([message], options.screen ?? 'here', options.durationMs)[0] ?? 0,
    [append],
  );

  // A screen replaced before the patient touched anything was a redirect: the same screen under
  // its real address. A step that moves on replaces its address too, but only after a click or a key.
  const hasInteracted = useRef(false);
  useEffect(
    () =>
      listenForPatientInput(() => {
        hasInteracted.current = true;
      }),
    [],
  );

  const showScreen = useCallback((path: string, isReplace: boolean) => {
    const previousPath = currentPath.current;
    if (previousPath === path) {
      return;
    }
    currentPath.current = path;
    const isRedirect = isReplace && !hasInteracted.current;
    hasInteracted.current = false;
    setMessages((current) => messagesOnScreen(current, path, previousPath, isRedirect));
  }, []);

  useEffect(() => {
    void fetchFor('here');
  }, [fetchFor]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const value = useMemo<FlashContextValue>(
    () => ({ messages, refresh, push, dismiss, showScreen }),
    [messages, refresh, push, dismiss, showScreen],
  );
  return <FlashContext value={value}>{children}</FlashContext>;
}
