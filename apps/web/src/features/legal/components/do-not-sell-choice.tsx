import { useEffect, useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { getTrackingChoice, setTrackingChoice } from '../api/tracking-choice';

/** The opt-out switch of the do-not-sell page. */
export function DoNotSellChoice() {
  const [isOptedOut, setIsOptedOut] = useState<boolean | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getTrackingChoice()
      .then(setIsOptedOut)
      .catch(() => setError(MESSAGES.form.genericServerError));
  }, []);

  async function toggle() {
    setIsSaving(true);
    setError(null);
    try {
      setIsOptedOut(await setTrackingChoice(!isOptedOut));
    } catch {
      setError(MESSAGES.form.genericServerError);
    } finally {
      setIsSaving(false);
    }
  }

  if (isOptedOut === null && !error) {
    return null;
  }
  return (
    <section aria-labelledby="do-not-sell-choice">
      <h2 id="do-not-sell-choice">Your choice</h2>
      <p role="status">
        {isOptedOut ? 'You have opted out: this browser is not tracked.' : 'This browser may share browsing information with analytics partners.'}
      </p>
      {error && <p role="alert">{error}</p>}
      <Button type="button" variant="secondary" isLoading={isSaving} onClick={() => void toggle()}>
        {isOptedOut ? 'Allow sharing again' : 'Do not sell or share my information'}
      </Button>
    </section>
  );
}
