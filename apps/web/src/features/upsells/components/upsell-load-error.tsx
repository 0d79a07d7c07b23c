import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';

/** An offer's page whose data did not load: the upsell failure of 000 §8 and a way to ask again. */
export function UpsellLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page page--narrow" role="alert">
      <h1>{MESSAGES.upsells.failureTitle}</h1>
      <p>{MESSAGES.upsells.serverError}</p>
      <Button onClick={onRetry}>{MESSAGES.selection.tryAgain}</Button>
    </section>
  );
}
