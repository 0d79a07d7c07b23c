import { Link } from 'react-router';
import { FORM_MESSAGES } from '@app/domain/messages';

export function NotFoundPage() {
  return (
    <section className="page page--narrow" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>{FORM_MESSAGES.form.notFound}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
