import { MessageProviderPage } from '../../features/care-messages/components/message-provider-page';
import { DashboardBackLink } from './dashboard-back-link';
import { SignedInOnly } from './signed-in-only';

/** `/dashboard/message-provider`: messages with the care team (ADR 112). Its own route chunk. */
export function MessageProviderRoute() {
  return (
    <SignedInOnly path="/dashboard/message-provider">
      <MessageProviderPage back={<DashboardBackLink />} />
    </SignedInOnly>
  );
}
