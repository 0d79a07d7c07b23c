import type { AdminCardCopies, AdminCardCopy, AdminCardCopyChange, Brand, CatalogueCard } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { cardCopyProblems, copyOfCard, trimmedCopy, type CardCopy } from '@app/domain/selection';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { DEMO_BRANDS, findBrandById } from '../brands';
import { addCardCopyChange, CATALOGUE_CARDS, newestCardCopies, newestCardCopyForUpdate, type CardCopyChange } from '../catalogue';
import type { BackOfficeDeps } from './back-office-deps';
import { reasonOrRefusal } from './admin-change-reason';
import type { AdminContext } from './admin-promotion-changes.service';
import { changedValues } from './audit-changes';

const TEXT = STAFF_MESSAGES.adminCardCopy.errors;

function cardView(brand: Brand, card: CatalogueCard, change: CardCopyChange | undefined): AdminCardCopy {
  return {
    brandId: brand.id,
    brandName: brand.name,
    cardKey: card.key,
    category: card.category,
    isRx: card.isRx,
    copy: change?.copy ?? copyOfCard(card),
    changedAt: change?.createdAt.toISOString() ?? null,
    reason: change?.reason ?? null,
  };
}

/** Every brand's cards with the copy they show now, in the catalogue's order (issue 33 item 2). */
export async function listAdminCardCopies(deps: BackOfficeDeps): Promise<AdminCardCopies> {
  const changes = await newestCardCopies(deps.db);
  const changeOf = new Map(changes.map((change) => [`${change.brandId}:${change.cardKey}`, change]));
  return { cards: DEMO_BRANDS.flatMap((brand) => CATALOGUE_CARDS.map((card) => cardView(brand, card, changeOf.get(`${brand.id}:${card.key}`)))) };
}

/** The copy's audit values: the claim's two texts by their own names, a missing claim as `none`. */
const auditedCopy = (copy: CardCopy) => ({ ...copy, claim: copy.claim ?? 'none' });

/**
 * A brand's card's copy from now (ADR 167): a new row of card_copy_changes, read by the next page
 * of every API process with the prices (no cache), and one audit row with each changed text
 * before and after and the reason. Orders already placed keep their lines' names.
 */
export async function changeAdminCardCopy(deps: BackOfficeDeps, context: AdminContext, brandId: number, cardKey: string, input: AdminCardCopyChange): Promise<AdminCardCopy> {
  const brand = findBrandById(brandId);
  const card = CATALOGUE_CARDS.find((candidate) => candidate.key === cardKey);
  if (!brand || !card) {
    throw new AppError('NOT_FOUND', brand ? TEXT.cardKey : TEXT.brandId);
  }
  const reason = reasonOrRefusal(cardCopyProblems(input.copy), input.reason);
  const copy = trimmedCopy(input.copy);
  const now = await deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const before = (await newestCardCopyForUpdate(tx, brandId, cardKey))?.copy ?? copyOfCard(card);
    const change = await addCardCopyChange(tx, { brandId, cardKey, copy, staffId: context.staffId, reason, createdAt: now });
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: 'catalogue.copy.change',
      subject: { brandId, cardKey, ...changedValues(auditedCopy(before), auditedCopy(copy)) },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
    return cardView(brand, card, change);
  });
}
