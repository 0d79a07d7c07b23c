import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
// The shell takes only its own section, so the whole catalogue loads with the pages (ADR 094).
import { FORM_MESSAGES } from '@app/domain/messages';
import type { FlashMessage } from '@app/domain/contracts';
import { useFlash, type ShownFlashMessage } from '../hooks/use-flash';

function titleFor(type: FlashMessage['type']): string | undefined {
  switch (type) {
    case 'error':
      return FORM_MESSAGES.flashTitles.error;
    case 'critical':
      return FORM_MESSAGES.flashTitles.critical;
    case 'success':
      return FORM_MESSAGES.flashTitles.success;
    case 'info':
      return undefined;
  }
}

interface FlashItemProps {
  message: ShownFlashMessage;
  onDismiss: (id: number) => void;
}

function FlashItem({ message, onDismiss }: FlashItemProps) {
  const typeTitle = titleFor(message.type);
  // Some server messages already open with their title ("Success! You’re one step closer…").
  const title = typeTitle && !message.content.startsWith(typeTitle) ? typeTitle : undefined;
  return (
    <div className={`flash flash--${message.type}`} role={isUrgent(message) ? 'alert' : undefined}>
      <div className="flash__text">
        {title ? <p className="flash__title">{title}</p> : null}
        <p className="flash__content">{message.content}</p>
      </div>
      <button
        type="button"
        className="flash__dismiss"
        aria-label="Dismiss message"
        onClick={() => onDismiss(message.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function isUrgent(message: FlashMessage): boolean {
  return message.type === 'error' || message.type === 'critical';
}

/**
 * Urgent messages are each an alert, announced as they appear. The rest go in a status region
 * that is always in the DOM, since screen readers only announce changes to an existing live region.
 */
export function FlashRegion() {
  const { messages, dismiss, showScreen } = useFlash();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A message belongs to a screen (utils/flash-screens.ts): each screen change settles or clears them.
  useEffect(() => {
    showScreen(pathname, navigationType === 'REPLACE');
  }, [pathname, navigationType, showScreen]);
  const urgent = messages.filter(isUrgent);
  const polite = messages.filter((message) => !isUrgent(message));
  return (
    <div className="flash-region">
      {urgent.map((message) => (
        <FlashItem key={message.id} message={message} onDismiss={dismiss} />
      ))}
      <div role="status" aria-live="polite" aria-label="Notifications" className="flash-region__list">
        {polite.map((message) => (
          <FlashItem key={message.id} message={message} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}
