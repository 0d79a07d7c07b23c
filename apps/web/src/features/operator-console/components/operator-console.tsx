import { MESSAGES } from '@app/domain/messages/en';

/**
 * The operator console's start page (issue 14 item 4). Only its heading for now: the console's
 * pages (find a patient, their history, support's fixes) are built here, inside this feature.
 */
export function OperatorConsole() {
  return (
    <section className="page" aria-labelledby="operator-console-heading">
      <h1 id="operator-console-heading">{MESSAGES.operatorHome.heading}</h1>
    </section>
  );
}
