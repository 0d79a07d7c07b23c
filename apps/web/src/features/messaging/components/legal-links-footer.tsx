import { useState } from 'react';
import { useBrand } from '../../../lib/brand';
import { LegalModal } from './legal-modal';

const DOCUMENTS = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
} as const;
type LegalDocumentKey = keyof typeof DOCUMENTS;

/** The SMS step's footer: consent to texts, with the brand's terms and privacy policy in a modal. */
export function LegalLinksFooter() {
  const brand = useBrand();
  const [openDocument, setOpenDocument] = useState<LegalDocumentKey | null>(null);

  const link = (key: LegalDocumentKey) => (
    <button type="button" className="link-button" onClick={() => setOpenDocument(key)}>
      {DOCUMENTS[key]}
    </button>
  );

  return (
    <footer className="sms-step__legal">
      <p>
        By giving your phone number, you agree that {brand.name} may text you about your treatment. Message and data
        rates may apply. See our {link('terms')} and {link('privacy')}.
      </p>
      {openDocument ? (
        <LegalModal
          title={DOCUMENTS[openDocument]}
          src={`${brand.legalLinks[openDocument]}?embed=1`}
          onClose={() => setOpenDocument(null)}
        />
      ) : null}
    </footer>
  );
}
