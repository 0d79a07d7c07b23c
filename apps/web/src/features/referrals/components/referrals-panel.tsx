import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ReferralsOverview, ReferralView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { getReferralsOverview } from '../api/referrals-api';
import { patientDay } from '../../../lib/dates';
import { creditReasonText, whyNotAppliedText } from '../utils/referral-text';
import './referrals.css';

const TEXT = MESSAGES.referrals;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; overview: ReferralsOverview };

function ReferralItem({ referral }: { referral: ReferralView }) {
  const friend = referral.friend ?? 'A friend';
  const why = whyNotAppliedText(referral.whyNotApplied);
  return (
    <li className="referrals__item">
      <p className="referrals__friend">
        <strong>{friend}</strong> <span className={`referrals__stage referrals__stage--${referral.stage}`}>{TEXT.stages[referral.stage]}</span>
      </p>
      <ol className="referrals__stages" aria-label={fillTemplate(TEXT.stageListLabel, { friend })}>
        {referral.stages.map((entry) => (
          <li key={entry.stage}>
            {TEXT.stages[entry.stage]}: {patientDay(entry.at)}
          </li>
        ))}
      </ol>
      {referral.reward ? (
        <p className="referrals__note">
          {formatUsd(referral.reward.amountCents)} · {fillTemplate(TEXT.expiresOn, { date: patientDay(referral.reward.expiresAt) })}
        </p>
      ) : null}
      {why ? <p className="referrals__note">{why}</p> : null}
    </li>
  );
}

/**
 * The dashboard's referrals and account credit (ADR 109): the credit that pays toward the next
 * invoice with each grant's expiry, and every friend who signed up through the link with the
 * stages reached and why the credit has not paid yet. `share` is the share button the app gives.
 */
export function ReferralsPanel({ share }: { share?: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getReferralsOverview()
      .then((overview) => setLoaded({ status: 'ready', overview }))
      .catch(() => setLoaded({ status: 'error' }));
  }, []);
  useEffect(load, [load]);

  return (
    <section className="referrals" aria-labelledby="referrals-heading" aria-busy={loaded.status === 'loading'}>
      <h2 id="referrals-heading">{TEXT.heading}</h2>
      {loaded.status === 'loading' ? <p role="status">{MESSAGES.selection.updating}</p> : null}
      {loaded.status === 'error' ? (
        <p role="alert">
          {TEXT.loadError}{' '}
          <Button variant="link" onClick={load}>
            {TEXT.retry}
          </Button>
        </p>
      ) : null}
      {loaded.status === 'ready' ? <Overview overview={loaded.overview} /> : null}
      {share}
    </section>
  );
}

function Overview({ overview }: { overview: ReferralsOverview }) {
  return (
    <>
      <p className="referrals__balance">
        {overview.usableCreditCents > 0 ? fillTemplate(TEXT.balance, { amount: formatUsd(overview.usableCreditCents) }) : TEXT.noBalance}
      </p>
      {overview.credits.length > 0 ? (
        <>
          <ul className="referrals__credits">
            {overview.credits.map((credit) => (
              <li key={credit.grantedAt + credit.reason}>
                {fillTemplate(TEXT.creditLine, {
                  amount: formatUsd(credit.remainingCents),
                  granted: formatUsd(credit.grantedCents),
                  reason: creditReasonText(credit.reason),
                  date: patientDay(credit.expiresAt),
                })}
              </li>
            ))}
          </ul>
          <p className="referrals__note">{TEXT.balanceNote}</p>
        </>
      ) : null}
      {overview.referrals.length === 0 && overview.invitedCount === 0 ? <p>{TEXT.empty}</p> : null}
      {overview.referrals.length > 0 ? (
        <ul className="referrals__list">
          {overview.referrals.map((referral) => (
            <ReferralItem key={referral.id} referral={referral} />
          ))}
        </ul>
      ) : null}
      {overview.invitedCount > 0 ? <p className="referrals__note">{fillTemplate(TEXT.invitedCount, { count: overview.invitedCount })}</p> : null}
    </>
  );
}
