import './order-summary.css';
import { MESSAGES } from '@app/domain/messages';

/** The Rx mark beside a prescription product's name; screen readers hear "prescription". */
export function RxMark() {
  return (
    <span className="rx-mark">
      <span aria-hidden="true">{MESSAGES.selection.rxMark}</span>
      <span className="visually-hidden">{` (${MESSAGES.selection.rxMarkLabel})`}</span>
    </span>
  );
}
