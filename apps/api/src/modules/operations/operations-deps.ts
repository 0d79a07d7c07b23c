import type { Db } from '../../db/client';
import type { Clock } from '../clock/clock';
import type { ZipDirectory } from '../eligibility/zip-directory';
import type { EmailOutbox, SmsOutbox } from '../messaging/outbox.service';
import type { PaymentProcessors } from '../payments/payment-processors';
import type { TaxEstimator } from '../pricing/tax-estimator';

/** What the operator console's services reach (ADR 119): the database and the outside services its fixes use. */
export interface OperationsDeps extends SmsOutbox, EmailOutbox {
  db: Db;
  clock: Clock;
  processors: PaymentProcessors;
  taxEstimator: TaxEstimator;
  zipDirectory: ZipDirectory;
}
