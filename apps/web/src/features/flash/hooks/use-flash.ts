import { createContext, useContext } from 'react';
import type { FlashMessage } from '@app/domain/contracts';
import type { ShownFlashMessage } from '../utils/flash-screens';

export type { ShownFlashMessage } from '../utils/flash-screens';

export interface PushOptions {
  /** Where the message shows (default: the screen the patient is on). */
  screen?: 'here' | 'anywhere';
  /** Dismissed after this long (default: when its screen is left, or when closed). */
  durationMs?: number;
}

export interface FlashContextValue {
  messages: readonly ShownFlashMessage[];
  /**
   * Fetches what the server queued for the screen the caller is about to navigate to (after
   * login, logout and registration). The page load's own fetch is for the screen it opens on.
   */
  refresh: () => Promise<void>;
  /** Shows a message raised in the browser, e.g. a failed registration; answers its id (for `dismiss`). */
  push: (message: FlashMessage, options?: PushOptions) => number;
  dismiss: (id: number) => void;
  /** The router's report of the screen now shown; `isReplace` when it replaced the last one (flash-region.tsx). */
  showScreen: (path: string, isReplace: boolean) => void;
}

export const FlashContext = createContext<FlashContextValue | null>(null);

export function useFlash(): FlashContextValue {
  const value = useContext(FlashContext);
  if (!value) {
    throw new Error('useFlash must be used inside FlashProvider');
  }
  return value;
}
