import { useNavigate } from 'react-router';
import type { StaffMember } from '@app/domain/contracts';
import { StaffAccessPage } from '../../features/staff-access/components/staff-access-page';
import {
  staffHomePath,
  useStaffSession,
} from '../../features/staff-account/hooks/use-staff-session';

/**
 * `/staff/access`: an emailed care-team link's page (ADR 170). Its use signs the browser in: the
 * staff session learns the member, who starts at their home as after the sign-in form.
 */
export function StaffAccessRoute() {
  const staff = useStaffSession();
  const navigate = useNavigate();

  async function signedIn(member: StaffMember) {
    staff.signedIn(member);
    await navigate(staffHomePath(member.role), { replace: true });
  }

  return <StaffAccessPage onSignedIn={signedIn} />;
}
