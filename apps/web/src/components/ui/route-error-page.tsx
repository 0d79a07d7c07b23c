import { MESSAGES } from '@app/domain/messages/en';

/** Shown when a page fails to render or its code fails to download (e.g. after a deploy). */
export function RouteErrorPage() {
  return (
    <section className="page page--narrow" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading">{MESSAGES.flashTitles.critical}</h1>
      <p>{MESSAGES.form.genericServerError}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <span>Reload the page</span>
        </button>
      </p>
    </section>
  );
}
