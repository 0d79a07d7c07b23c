import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { getReferralLink } from '../api/get-referral-link';

/** The referral share modal (000 §2): Give $20, get $20, Copy link, Link copied!, Done. */
export function ReferralModal({ onClose }: { onClose: () => void }) {
  const [link, setLink] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    getReferralLink()
      .then(setLink)
      .catch(() => setError(MESSAGES.form.genericServerError));
  }, []);

  async function copy() {
    if (!link) {
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard permission the selected link field lets the patient copy it by hand.
    }
    setIsCopied(true);
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="referral-heading" onClose={onClose}>
      <h2 id="referral-heading">{MESSAGES.referral.title}</h2>
      <p>Share your link. When a friend starts treatment, you both get $20 in credit.</p>
      {error && <p role="alert">{error}</p>}
      {link && (
        <label className="field">
          <span className="field__label">Your referral link</span>
          <input className="field__input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      <p role="status" aria-live="polite">
        {isCopied ? MESSAGES.referral.linkCopied : ''}
      </p>
      <div className="modal__actions">
        <Button type="button" variant="secondary" disabled={!link} onClick={() => void copy()}>
          {MESSAGES.referral.copyLink}
        </Button>
        <Button type="button" onClick={() => dialog.current?.close()}>
          {MESSAGES.referral.done}
        </Button>
      </div>
    </dialog>
  );
}
