import { useCallback, useEffect, useState } from 'react';
import type { AcceptedUpsell } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { patientDay } from '../../../lib/dates';
import { listAcceptedUpsells, undoUpsell } from '../api/upsells-api';
import './upsells.css';

const TEXT = MESSAGES.upsells;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; upsells: AcceptedUpsell[] };

/**
 * The dashboard's offers on the patient's later boxes (ADR 108): what each adds to a box and
 * Remove until the next box bills. Shows nothing while there are none.
 */
export function AcceptedUpsells() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [removing, setRemoving] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const load = useCallback(() => {
    listAcceptedUpsells()
      .then((upsells) => setLoaded({ status: 'ready', upsells }))
      .catch(() => setLoaded({ status: 'error' }));
  }, []);
  useEffect(load, [load]);

  async function remove(upsell: AcceptedUpsell) {
    setRemoving(upsell.offer + upsell.visitUuid);
    setMessage(null);
    try {
      await undoUpsell(upsell.visitUuid, upsell.offer);
      setMessage({ kind: 'status', text: fillTemplate(TEXT.removed, { name: upsell.productName }) });
      load();
    } catch (error) {
      setMessage({ kind: 'alert', text: error instanceof ApiError ? error.message : MESSAGES.form.genericServerError });
    } finally {
      setRemoving(null);
    }
  }

  if (loaded.status === 'loading' || (loaded.status === 'ready' && loaded.upsells.length === 0 && !message)) {
    return null;
  }
  return (
    <section className="accepted-upsells" aria-labelledby="accepted-upsells-heading">
      <h2 id="accepted-upsells-heading">{TEXT.dashboardHeading}</h2>
      {loaded.status === 'error' ? (
        <p role="alert">
          {TEXT.serverError} <Button variant="link" onClick={load}>{MESSAGES.selection.tryAgain}</Button>
        </p>
      ) : (
        <ul className="accepted-upsells__list">
          {loaded.upsells.map((upsell) => (
            <li key={upsell.visitUuid + upsell.offer} className="accepted-upsells__item">
              <div>
                <strong>{upsell.productName}</strong>
                <p className="accepted-upsells__note">
                  {fillTemplate(TEXT.addsToNextBox, { amount: formatUsd(upsell.laterCents) })}{' '}
                  {upsell.isRemovable ? fillTemplate(TEXT.removableUntil, { date: patientDay(upsell.nextBillAt) }) : null}
                </p>
              </div>
              {upsell.isRemovable ? (
                <Button
                  variant="secondary"
                  aria-label={`${TEXT.remove} ${upsell.productName}`}
                  isLoading={removing === upsell.offer + upsell.visitUuid}
                  disabled={removing !== null}
                  onClick={() => void remove(upsell)}
                >
                  {TEXT.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {message ? <p role={message.kind}>{message.text}</p> : null}
    </section>
  );
}
