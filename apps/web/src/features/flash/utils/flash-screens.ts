import type { FlashMessage } from '@app/domain/contracts';

/**
 * Which screen a flash message belongs to (ADR 088):
 * - `here`: the screen the patient is on when it arrives (a failure they stay on, the page load);
 * - `{ after }`: the first screen other than `after`, where an action started: registration, log-in
 *   and log-out fetch their message just before they navigate, and the patient should read it
 *   where they land (which may already be shown when the message arrives: signing in can redirect
 *   before the fetch answers);
 * - `{ path }`: settled on that screen, and gone once the patient leaves it;
 * - `anywhere`: stays until dismissed ("Order confirmed!", 001 §2: not auto-dismissed).
 */
export type FlashScreen = 'here' | 'anywhere' | { after: string | undefined } | { path: string };

export interface ShownFlashMessage extends FlashMessage {
  id: number;
  screen: FlashScreen;
  /** Gone after this long when set (the spec's timed notices, e.g. the upsell's 2 seconds). */
  durationMs?: number;
}

/**
 * Where a message belongs once `path` is shown, having been on `previousPath` (the same path again
 * when nothing moved), or undefined when it is gone. A redirect is the same screen under its real
 * address, so what belonged to the screen it replaced moves with it.
 */
export function screenOnArrival(screen: FlashScreen, path: string, previousPath: string | undefined, isRedirect: boolean): FlashScreen | undefined {
  if (screen === 'anywhere') {
    return screen;
  }
  if (screen === 'here' || ('after' in screen && screen.after !== path)) {
    return { path };
  }
  if ('after' in screen || screen.path === path) {
    return screen;
  }
  return isRedirect && screen.path === previousPath ? { path } : undefined;
}

/** The messages that stay when the patient arrives on `path` (see `screenOnArrival`). */
export function messagesOnScreen(
  messages: readonly ShownFlashMessage[],
  path: string,
  previousPath: string | undefined,
  isRedirect: boolean,
): ShownFlashMessage[] {
  return messages.flatMap((message) => {
    const screen = screenOnArrival(message.screen, path, previousPath, isRedirect);
    return screen ? [{ ...message, screen }] : [];
  });
}
