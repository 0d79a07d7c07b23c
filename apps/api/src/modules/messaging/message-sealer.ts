import { createSealedBox, type SealedBox } from '../../sealed-box';

/**
 * Seals the full text of a message waiting in the outbox for its delivery job (it may hold a live
 * code or sign-in link), under a key of its own derived from the app secret. See ADR 074.
 */
export type MessageSealer = SealedBox;

export function createMessageSealer(appSecret: string): MessageSealer {
  return createSealedBox(appSecret, 'teleskin/outbox-message-body/v1');
}
