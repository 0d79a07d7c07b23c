import { useEffect, useRef } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';

/** Which IDs may be used (000 §2): accepted and not accepted, in a 548 px modal. */
export function IdHelpModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
    }
  }, []);

  const m = MESSAGES.photos;
  return (
    <dialog ref={dialog} className="modal id-help" aria-labelledby="id-help-heading" onClose={onClose}>
      <h2 id="id-help-heading">{m.idHelpTitle}</h2>
      <p>{m.idHelpIntro}</p>
      <div className="id-help__lists">
        <section aria-labelledby="id-help-accepted">
          <h3 id="id-help-accepted" className="id-help__accepted">
            {m.idHelpAcceptedTitle}
          </h3>
          <ul>
            {m.idHelpAccepted.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="id-help-not-accepted">
          <h3 id="id-help-not-accepted" className="id-help__not-accepted">
            {m.idHelpNotAcceptedTitle}
          </h3>
          <ul>
            {m.idHelpNotAccepted.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <div className="modal__actions">
        <Button type="button" onClick={() => dialog.current?.close()}>
          Got it
        </Button>
      </div>
    </dialog>
  );
}
