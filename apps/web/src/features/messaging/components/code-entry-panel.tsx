import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { useSmsVerification } from '../hooks/use-sms-verification';
import { CodeEntryForm } from './code-entry-form';

interface CodeEntryPanelProps {
  sms: ReturnType<typeof useSmsVerification>;
  /** Actions after Back and Resend code (the SMS step's Skip). */
  children?: ReactNode;
}

/** The code half of phone verification: the code form, then Back to the number and Resend code. */
export function CodeEntryPanel({ sms, children }: CodeEntryPanelProps) {
  return (
    <>
      <p className="page__intro">Enter the four-digit code we texted to {sms.phone}.</p>
      <CodeEntryForm sms={sms} />
      <div className="sms-step__actions">
        <Button variant="secondary" onClick={sms.backToPhone}>
          Back
        </Button>
        <Button variant="secondary" disabled={sms.isBusy} onClick={() => void sms.resendCode()}>
          Resend code
        </Button>
        {children}
      </div>
    </>
  );
}
