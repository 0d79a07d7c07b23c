import { MESSAGES } from '@app/domain/messages';
import type { PhoneVerificationSlotProps, RenderPhoneVerification } from '../features/media/components/phone-upload-link';
import { CodeEntryPanel } from '../features/messaging/components/code-entry-panel';
import { LegalLinksFooter } from '../features/messaging/components/legal-links-footer';
import { PhoneEntryForm } from '../features/messaging/components/phone-entry-form';
import { useSmsVerification } from '../features/messaging/hooks/use-sms-verification';

/**
 * The photo link's phone verification (000 §4 "Phone link flow"): the SMS step's number entry, then
 * its code entry, inside the media feature's dialog. Once the number is confirmed the dialog sends
 * the link. Composed here because the media feature may not import the messaging one.
 */
export function PhoneLinkVerification({ headingId, onVerified }: PhoneVerificationSlotProps) {
  const sms = useSmsVerification(onVerified);
  const isCode = sms.stage === 'code';
  return (
    <div className="sms-step">
      <h2 id={headingId}>{isCode ? MESSAGES.phoneVerification.codeTitle : MESSAGES.phoneVerification.phoneTitle}</h2>
      {isCode ? <CodeEntryPanel sms={sms} /> : <PhoneEntryForm sms={sms} />}
      <LegalLinksFooter />
    </div>
  );
}

export const renderPhoneLinkVerification: RenderPhoneVerification = (props) => <PhoneLinkVerification {...props} />;
