import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** The id of the heading inside `children` that names the dialog. */
  labelledBy: string;
  className?: string;
  /** Called once the dialog closed (Escape, the Close button, or `close()` of the element). */
  onClose: () => void;
  children: ReactNode;
  /** Text of the closing button at the bottom; none when the content closes the dialog itself. */
  closeLabel?: string | undefined;
  /** Where focus goes back to; by default the element focused when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

function focusableIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal `<dialog>`: opened with `showModal()` (the page behind is inert and Escape closes it in
 * browsers), with Escape and Tab handled here as well so every engine traps focus the same way.
 * Focus moves to the first field inside and goes back to where it was once the dialog closes.
 */
export function ModalDialog({ labelledBy, className, onClose, children, closeLabel, returnFocusRef }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocus = useRef(returnFocusRef);
  returnFocus.current = returnFocusRef;

  useEffect(() => {
    const element = dialog.current;
    if (!element) {
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      element.showModal();
    }
    if (!element.contains(document.activeElement)) {
      focusableIn(element)[0]?.focus();
    }
    return () => (returnFocus.current?.current ?? opener)?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const element = dialog.current;
    // Keys inside a dialog opened over this one (a legal page) belong to that dialog.
    if (!element || (event.target as HTMLElement).closest('dialog') !== element) {
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      element.close();
      return;
    }
    if (event.key !== 'Tab') {
      return;
    }
    const focusable = focusableIn(element);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={handleKeyDown}
      onClose={() => onCloseRef.current()}
    >
      {children}
      {closeLabel ? (
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {closeLabel}
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
