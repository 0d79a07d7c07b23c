import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlashMessage, UpsellView } from '@app/domain/contracts';
import { UPSELL_NOTICE_MS } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import type { UpsellOfferId } from '@app/domain/upsells';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError } from '../../../lib/api-client';
import type { FlowStepProps } from '../../../lib/flow-step';
import { decideUpsell, getUpsells } from '../api/upsells-api';
import { offerCopyOf } from '../utils/offer-copy';
import { UpsellOffer } from './upsell-offer';
import { UpsellLoadError } from './upsell-load-error';
import './upsells.css';

export interface UpsellStepProps extends FlowStepProps {
  offer: UpsellOfferId;
  /** Shows a flash message: "Sorry!" when an answer could not be saved, the notice of an acceptance. */
  notify: (message: FlashMessage, options?: { durationMs?: number }) => void;
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; view: UpsellView | undefined };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An offer's step (000 §2 "Body Cleanse upsell", "Special offer upsell"; 000 §4 "Upsell"): its
 * product, price and ingredients; Skip moves on at once, accepting shows the success notice for
 * 2 seconds and then moves on; a failed answer says so and the patient stays. An offer no longer
 * made, or in a variant this page does not know, moves straight on.
 */
export function UpsellStep({ visit, onDone, backPath, offer, notify }: UpsellStepProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [answering, setAnswering] = useState<'accepted' | 'declined' | null>(null);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getUpsells(visit.uuid)
      .then((upsells) => setLoaded({ status: 'ready', view: upsells.find((entry) => entry.offer === offer) }))
      .catch(() => setLoaded({ status: 'error' }));
  }, [visit.uuid, offer]);
  useEffect(load, [load]);

  const view = loaded.status === 'ready' ? loaded.view : undefined;
  const copy = view ? offerCopyOf(view) : undefined;
  const isGone = loaded.status === 'ready' && (!view || view.decision !== null);
  const isUnknownVariant = view !== undefined && view.decision === null && copy === undefined;

  // Moving on happens once, though `onDone` changes as the visit reloads.
  const hasMovedOn = useRef(false);
  useEffect(() => {
    if (hasMovedOn.current || (!isGone && !isUnknownVariant)) {
      return;
    }
    hasMovedOn.current = true;
    if (isGone) {
      void onDone();
    } else {
      // A variant this page cannot show is passed over as skipped, so the flow does not return to it.
      void decideUpsell(visit.uuid, offer, 'declined').then(() => onDone(), () => onDone());
    }
  }, [isGone, isUnknownVariant, onDone, visit.uuid, offer]);

  async function answer(decision: 'accepted' | 'declined') {
    setAnswering(decision);
    try {
      const stored = await decideUpsell(visit.uuid, offer, decision);
      if (stored.notice) {
        notify({ type: 'success', content: stored.notice }, { durationMs: UPSELL_NOTICE_MS });
        await wait(UPSELL_NOTICE_MS);
      }
      await onDone();
    } catch (error) {
      notify({ type: 'error', content: failureMessage(offer, error) });
      setAnswering(null);
    }
  }

  if (loaded.status === 'error') {
    return <UpsellLoadError onRetry={load} />;
  }
  if (!view || !copy || isGone) {
    return <LoadingScreen />;
  }
  return <UpsellOffer view={view} copy={copy} answering={answering} onAnswer={(decision) => void answer(decision)} backPath={backPath} />;
}

/** 000 §8: Body Cleanse shows the server's message, else its fallback; the special offer its server error. */
function failureMessage(offer: UpsellOfferId, error: unknown): string {
  if (offer === 'body-cleanse') {
    return error instanceof ApiError && error.status < 500 && error.message ? error.message : MESSAGES.upsells.bodyCleanseFallback;
  }
  return MESSAGES.upsells.serverError;
}
