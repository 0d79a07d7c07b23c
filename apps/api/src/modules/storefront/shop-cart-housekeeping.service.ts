import { SHOP_VISITOR_CART_DAYS } from '@app/domain/constants';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { deleteVisitorCartsBefore } from './shop-carts.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The housekeeping pass's part (ADR 152): visitors' carts left for 30 days go, with their lines. */
export async function purgeAbandonedVisitorCarts(db: Db, now: Date): Promise<number> {
  return withTransaction(db, (tx) => deleteVisitorCartsBefore(tx, new Date(now.getTime() - SHOP_VISITOR_CART_DAYS * DAY_MS)));
}
