import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface LegalModalProps {
  title: string;
  /** The brand's legal page; `?embed=1` shows it without the site's header and footer. */
  src: string;
  onClose: () => void;
}

/** A legal page in a frame, over the step (000 §2: "open a legal modal showing the legal page in a frame"). */
export function LegalModal({ title, src, onClose }: LegalModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="modal legal-modal" aria-labelledby="legal-modal-heading" onClose={onClose}>
      <div className="legal-modal__header">
        <h2 id="legal-modal-heading">{title}</h2>
        <Button variant="secondary" onClick={() => dialog.current?.close()}>
          Close
        </Button>
      </div>
      <iframe className="legal-modal__frame" src={src} title={title} />
    </dialog>
  );
}
