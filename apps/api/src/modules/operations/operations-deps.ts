import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { ZipDirectory } from '../eligibility';
import type { EmailOutbox, SmsOutbox } from '../messaging';
import type { PaymentProcessors } from '../payments';
import type { TaxEstimator } from '../pricing';

/** What the operator console's services reach (ADR 119): the database and the outside services its fixes use. */
export interface OperationsDeps extends SmsOutbox, EmailOutbox {
  db: Db;
  clock: Clock;
  processors: PaymentProcessors;
  taxEstimator: TaxEstimator;
  zipDirectory: ZipDirectory;
}
