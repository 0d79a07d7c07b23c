import { PhoneVerificationQuestion } from '../../features/messaging/components/phone-verification-question';
import type { QuestionScreenProps } from '../../features/surveys/components/question-screen';

/** phone-number-verification: a verified number becomes the answer and the survey goes on (000 §4). */
export function PhoneQuestionScreen({ question, onAnswerAndContinue }: QuestionScreenProps) {
  return <PhoneVerificationQuestion verificationTitle={question.phoneVerificationTitle} onVerified={onAnswerAndContinue} />;
}
