import { StaffPasskeysPage } from '../../features/staff-passkeys/components/staff-passkeys-page';
import { StaffOnly } from './staff-only';

/**
 * `/staff/passkeys`: the signed-in member's passkeys, whatever their role (ADR 172). Its own chunk
 * with the browser's WebAuthn package, loaded when the page is opened.
 */
export function StaffPasskeysRoute() {
  return (
    <StaffOnly>
      <StaffPasskeysPage />
    </StaffOnly>
  );
}
