import type { LegalPageKey } from '@app/domain/contracts';
import { LegalPage } from '../../features/legal/components/legal-page';

/** /privacy, /telehealth-consent, /terms and /donotsell: the brand's legal copy. */
export function LegalRoute({ page }: { page: LegalPageKey }) {
  return <LegalPage page={page} />;
}
