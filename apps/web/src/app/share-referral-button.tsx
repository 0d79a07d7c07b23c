import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../components/ui/button';
import { ReferralModal } from '../features/completion/components/referral-modal';

/** "Give $20, get $20": opens the share modal (000 §2) from the dashboard's referrals panel. */
export function ShareReferralButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setIsOpen(true)}>
        {MESSAGES.referral.title}
      </Button>
      {isOpen ? <ReferralModal onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
