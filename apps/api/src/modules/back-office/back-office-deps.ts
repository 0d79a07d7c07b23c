import type { Db } from '../../db/client';
import type { Clock } from '../clock';

/** What the admin console's services reach (ADR 158): the database and the clock. */
export interface BackOfficeDeps {
  db: Db;
  clock: Clock;
}
