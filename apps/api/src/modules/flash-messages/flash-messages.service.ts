import type { FlashMessage } from '@app/domain/contracts';
import type { SessionData } from '../../db/schema/index';

/** Adds a flash to the session data (shown once, on the next `GET /api/flash-messages`). */
export function withFlash(data: SessionData, message: FlashMessage): SessionData {
  return { ...data, flash: [...(data.flash ?? []), message] };
}

/** Splits the pending flashes off the session data. */
export function takeFlashes(data: SessionData): { messages: FlashMessage[]; rest: SessionData } {
  const { flash = [], ...rest } = data;
  return { messages: flash, rest };
}
