import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { ReferralModal } from './referral-modal';

/** `/get-started/skin/all-set`: the end of sign-up, with the referral offer. */
export function AllSetPage() {
  const [isSharing, setIsSharing] = useState(false);
  return (
    <section className="page page--narrow" aria-labelledby="all-set-heading">
      <h1 id="all-set-heading">You're all set!</h1>
      <p className="page__intro">{MESSAGES.completion.signupCompleted} {MESSAGES.completion.whatHappensNext}</p>
      <Button type="button" variant="secondary" onClick={() => setIsSharing(true)}>
        {MESSAGES.referral.title}
      </Button>
      <p>
        <Link to="/dashboard">Go to my dashboard</Link>
      </p>
      {isSharing && <ReferralModal onClose={() => setIsSharing(false)} />}
    </section>
  );
}
