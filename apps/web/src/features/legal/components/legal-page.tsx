import { useEffect, useState } from 'react';
import type { LegalDocument, LegalPageKey } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { getLegalDocument } from '../api/get-legal-document';
import { DoNotSellChoice } from './do-not-sell-choice';

/** A brand's legal page; the do-not-sell page also carries the opt-out choice. */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    getLegalDocument(page)
      .then((loaded) => isCurrent && setDocument(loaded))
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [page]);

  if (hasFailed) {
    return (
      <section className="page page--narrow" role="alert">
        <p>{MESSAGES.form.genericServerError}</p>
      </section>
    );
  }
  if (!document) {
    return <LoadingScreen />;
  }
  return (
    <article className="page page--narrow legal-page" aria-labelledby="legal-heading">
      <h1 id="legal-heading">{document.title}</h1>
      <p className="page__intro">Last updated {document.updated}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      {page === 'donotsell' && <DoNotSellChoice />}
    </article>
  );
}
