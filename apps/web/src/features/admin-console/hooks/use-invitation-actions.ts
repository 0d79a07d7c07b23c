import { useState } from 'react';
import type { StaffInvitation } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ApiError } from '../../../lib/api-client';
import { resendInvitation, revokeInvitation } from '../api/admin-console-api';
import type { CareTeam } from './use-care-team';

const TEXT = STAFF_MESSAGES.adminStaff;

/**
 * An invitation's Resend and Revoke (ADR 170): one at a time, its button busy meanwhile, and the
 * outcome announced. An invitation accepted or revoked meanwhile (404) is said so, and the list
 * is loaded again to show where it went.
 */
export function useInvitationActions(careTeam: CareTeam, announce: (words: string) => void) {
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function act(invitation: StaffInvitation, action: () => Promise<string>) {
    if (pendingId !== null) {
      return;
    }
    setPendingId(invitation.id);
    try {
      announce(await action());
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        careTeam.load.reload();
      }
      announce(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
    } finally {
      setPendingId(null);
    }
  }

  return {
    pendingId,
    resend: (invitation: StaffInvitation) =>
      act(invitation, async () => {
        const sent = await resendInvitation(invitation.id);
        careTeam.invitationSent(sent);
        return fillTemplate(TEXT.resent, { email: sent.email });
      }),
    revoke: (invitation: StaffInvitation) =>
      act(invitation, async () => {
        await revokeInvitation(invitation.id);
        careTeam.invitationRevoked(invitation.id);
        return fillTemplate(TEXT.revoked, { email: invitation.email });
      }),
  };
}
