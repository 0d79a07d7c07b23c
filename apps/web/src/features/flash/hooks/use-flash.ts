import { createContext, useContext } from 'react';
import type { FlashMessage } from '@app/domain/contracts/flash-messages';

export interface ShownFlashMessage extends FlashMessage {
  id: number;
}

export interface FlashContextValue {
  messages: readonly ShownFlashMessage[];
  /** Fetches what the server queued (after login, logout, registration and on start). */
  refresh: () => Promise<void>;
  /** Shows a message raised in the browser, e.g. a failed registration. */
  push: (message: FlashMessage) => void;
  dismiss: (id: number) => void;
}

export const FlashContext = createContext<FlashContextValue | null>(null);

export function useFlash(): FlashContextValue {
  const value = useContext(FlashContext);
  if (!value) {
    throw new Error('useFlash must be used inside FlashProvider');
  }
  return value;
}
