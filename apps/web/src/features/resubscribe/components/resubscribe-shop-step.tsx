import { useCallback, useEffect, useState } from 'react';
import type { ResubscribeShop as Shop, ResubscribeVariant } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError } from '../../../lib/api-client';
import type { FlowStepProps } from '../../../lib/flow-step';
import { confirmCart, startResubscription, updateVisitOrder } from '../api/resubscribe-api';
import { ResubscribeShop } from './resubscribe-shop';

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; shop: Shop };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);

/**
 * The resubscription flow's selection step (ADR 111): the shop of the visit's cart. Each checkbox
 * is one visit order update; "Proceed to checkout" sends the cart as the box, then the flow moves
 * on to the checkout, which completes the resubscription as a subscription.
 */
export function ResubscribeShopStep({ visit, onDone }: FlowStepProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [changing, setChanging] = useState<string | null>(null);
  const [isProceeding, setIsProceeding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    startResubscription(visit.treatmentCategory, visit.flow === 'resubscription-non-expedited' ? visit.flow : undefined)
      .then((shop) => setLoaded({ status: 'ready', shop }))
      .catch((error: unknown) => setLoaded({ status: 'error', message: messageOf(error) }));
  }, [visit.treatmentCategory, visit.flow]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') {
    return <LoadingScreen />;
  }
  if (loaded.status === 'error') {
    return (
      <section className="page page--narrow" role="alert">
        <h1>{MESSAGES.resubscribe.heading}</h1>
        <p>{loaded.message}</p>
        <Button onClick={load}>{MESSAGES.resubscribe.tryAgain}</Button>
      </section>
    );
  }
  const { shop } = loaded;

  async function toggle(variant: ResubscribeVariant, isInCart: boolean) {
    setChanging(variant.shopifyVariantId);
    setMessage(null);
    try {
      const updated = await updateVisitOrder(shop, isInCart ? { remove: variant.shopifyVariantId } : { add: variant.shopifyVariantId });
      setLoaded({ status: 'ready', shop: updated });
    } catch (error) {
      setMessage(messageOf(error));
    } finally {
      setChanging(null);
    }
  }

  async function proceed() {
    setIsProceeding(true);
    setMessage(null);
    try {
      await confirmCart(shop, visit.brand);
      await onDone();
    } catch (error) {
      setMessage(messageOf(error));
      setIsProceeding(false);
    }
  }

  return (
    <ResubscribeShop
      shop={shop}
      changing={changing}
      isProceeding={isProceeding}
      message={message}
      onToggle={(variant, isInCart) => void toggle(variant, isInCart)}
      onProceed={() => void proceed()}
    />
  );
}
