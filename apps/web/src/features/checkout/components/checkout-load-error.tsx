import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';

/** A checkout page whose data did not load: "Oops!", the system error of 001 §8 and a way to ask again. */
export function CheckoutLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page page--narrow" role="alert">
      <h1>{MESSAGES.payment.loadFailureTitle}</h1>
      <p>{MESSAGES.payment.systemError}</p>
      <Button onClick={onRetry}>{MESSAGES.selection.tryAgain}</Button>
    </section>
  );
}
