import { MESSAGES } from '@app/domain/messages';
import { SurveyPhotoQuestion } from '../../features/media/components/survey-photo-question';
import type { QuestionScreenProps } from '../../features/surveys/components/question-screen';
import { useVisit } from '../../features/visits/hooks/use-visit';
import { renderPhoneLinkVerification } from '../phone-link-verification';

/** photo-upload: the visit's photo upload; the answer is the list of photo types sent (000 §2). */
export function PhotoQuestionScreen({ question, visitUuid, onAnswerAndContinue }: QuestionScreenProps) {
  if (visitUuid === null) {
    return <p role="alert">{MESSAGES.survey.photosNeedVisit}</p>;
  }
  return <VisitPhotoQuestion visitUuid={visitUuid} question={question} onAnswerAndContinue={onAnswerAndContinue} />;
}

function VisitPhotoQuestion({ visitUuid, question, onAnswerAndContinue }: Pick<QuestionScreenProps, 'question' | 'onAnswerAndContinue'> & { visitUuid: string }) {
  const { visit, error } = useVisit({ uuid: visitUuid }, true);
  if (error) {
    return <p role="alert">{MESSAGES.photos.pageLoadFailed}</p>;
  }
  if (!visit) {
    return <p role="status">Loading…</p>;
  }
  return (
    <SurveyPhotoQuestion
      visit={visit}
      photoData={question.photoData ?? []}
      ctaText={question.ctaButtonText}
      onSend={onAnswerAndContinue}
      renderPhoneVerification={renderPhoneLinkVerification}
    />
  );
}
