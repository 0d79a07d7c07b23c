import { insertCardCopyChange, listNewestCardCopies, lockedNewestCardCopy } from './card-copy.repository';

/**
 * What the catalogue's cards say as admins set it (issue 33 item 2, ADR 167): the changes, newest
 * per brand and card in effect. Checkouts and pages read them with the prices, in `catalogueAt`'s
 * one statement; these are the console's reads and writes.
 */

export type { CardCopyChangeRow as CardCopyChange } from '../../db/schema/index';

/** A card's new copy for a brand, in the caller's transaction. */
export const addCardCopyChange = insertCardCopyChange;

/** A brand's card's newest copy change, locked for a new one (an admin's change). */
export const newestCardCopyForUpdate = lockedNewestCardCopy;

/** Every brand's card's newest copy change. */
export const newestCardCopies = listNewestCardCopies;
