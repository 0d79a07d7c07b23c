// The shell takes only its own section, so the whole catalogue loads with the pages (ADR 094).
import { FORM_MESSAGES } from '@app/domain/messages';

/** Shown when a page fails to render or its code fails to download (e.g. after a deploy). */
export function RouteErrorPage() {
  return (
    <section className="page page--narrow" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{FORM_MESSAGES.flashTitles.critical}</h1>
      <p>{FORM_MESSAGES.form.genericServerError}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <span>Reload the page</span>
        </button>
      </p>
    </section>
  );
}
