import { useRef } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { phoneDigits } from '@app/domain/validation';
import { useSmsVerification } from '../hooks/use-sms-verification';
import { CodeEntryPanel } from './code-entry-panel';
import { LegalLinksFooter } from './legal-links-footer';
import { PhoneEntryForm } from './phone-entry-form';

interface PhoneVerificationQuestionProps {
  /** The question's `phoneVerificationTitle`, shown over the code entry. */
  verificationTitle?: string | undefined;
  /** Called with the confirmed number's digits once it is verified (or needs no verifying). */
  onVerified: (phoneNumber: string) => Promise<void>;
}

/**
 * The phone-number-verification survey question (000 §4): the SMS step's phone entry, then its
 * code entry (auto-submitted 500 ms after the fourth digit); Back from the code returns to entry.
 * The page heading is the survey question's own title.
 */
export function PhoneVerificationQuestion({ verificationTitle, onVerified }: PhoneVerificationQuestionProps) {
  const phone = useRef('');
  const sms = useSmsVerification(() => onVerified(phoneDigits(phone.current)));
  phone.current = sms.phone;

  if (sms.stage === 'code') {
    return (
      <div className="sms-step">
        <h2>{verificationTitle ?? MESSAGES.phoneVerification.codeTitle}</h2>
        <CodeEntryPanel sms={sms} />
        <LegalLinksFooter />
      </div>
    );
  }
  return (
    <div className="sms-step">
      <PhoneEntryForm sms={sms} />
      <LegalLinksFooter />
    </div>
  );
}
