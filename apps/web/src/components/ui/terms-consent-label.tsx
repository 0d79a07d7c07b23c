import type { Brand } from '@app/domain/contracts';

interface TermsConsentLabelProps {
  legalLinks: Brand['legalLinks'];
  /** The words before the links; the checkbox label reads "I agree to the …". */
  lead?: string;
}

/** The consent sentence; links open in a new tab so the form being filled in stays put. */
export function TermsConsentLabel({ legalLinks, lead = 'I agree to the' }: TermsConsentLabelProps) {
  return (
    <>
      {lead}{' '}
      <a href={legalLinks.terms} target="_blank" rel="noopener noreferrer">
        Terms of Service
      </a>
      ,{' '}
      <a href={legalLinks.privacy} target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href={legalLinks.telehealthConsent} target="_blank" rel="noopener noreferrer">
        Telehealth Consent
      </a>
      .
    </>
  );
}
