import { useState } from 'react';
import type { Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { missingRequiredTypes } from '@app/domain/photos';
import { Button } from '../../../components/ui/button';
import { usePhotoStep } from '../hooks/use-photo-step';
import { IdHelpModal } from './id-help-modal';
import { PhoneUploadLink, type RenderPhoneVerification } from './phone-upload-link';
import { PhotoAccordion } from './photo-accordion';
import { PhotoLoadError } from './photo-load-error';
import { usePending } from '../../../hooks/use-pending';

interface SurveyPhotoQuestionProps {
  visit: Visit;
  /** The question's photo types; its own `required` wins over the type's default. */
  photoData: readonly { perspective: string; required: boolean }[];
  /** The question's own button text; default "Send photos to provider". */
  ctaText?: string | undefined;
  /** Called with the perspectives that have a photo once the patient sends them. */
  onSend: (perspectives: string[]) => Promise<void>;
  /** The phone verification the phone link opens when the number is not confirmed (app layer). */
  renderPhoneVerification?: RenderPhoneVerification | undefined;
}

/**
 * A survey's photo-upload question (000 §2, §4): the photos step's accordion limited to the
 * question's photo types, the phone link, and the button disabled until every required type has
 * a photo. The ID type belongs to the photo-id step, so it is not offered here.
 */
export function SurveyPhotoQuestion({ visit, photoData, ctaText, onSend, renderPhoneVerification }: SurveyPhotoQuestionProps) {
  const photos = usePhotoStep(visit, 'photos', MESSAGES.photos.uploadFailed);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSending, runSending] = usePending();

  if (photos.hasLoadFailed) {
    return <PhotoLoadError />;
  }
  if (!photos.types) {
    return <p role="status">Loading…</p>;
  }
  const asked = new Map(photoData.map((photo) => [photo.perspective, photo.required]));
  const types = photos.types
    .filter((type) => asked.has(type.type))
    .map((type) => ({ ...type, required: asked.get(type.type) ?? type.required }));
  const present = types.filter((type) => photos.photosOf(type.type).length > 0).map((type) => type.type);
  const isComplete = missingRequiredTypes(types, present.map((perspective) => ({ perspective }))).length === 0;

  const send = () => runSending(() => onSend(present));

  return (
    <div className="photo-step">
      <PhotoAccordion types={types} photos={photos} onOpenIdHelp={() => setIsHelpOpen(true)} />
      <PhoneUploadLink visitUuid={visit.uuid} renderPhoneVerification={renderPhoneVerification} />
      <div className="photo-step__actions">
        <Button disabled={!isComplete || photos.isBusy} isLoading={isSending} onClick={() => void send()}>
          {ctaText ?? MESSAGES.photos.sendPhotos}
        </Button>
      </div>
      {isHelpOpen ? <IdHelpModal onClose={() => setIsHelpOpen(false)} /> : null}
    </div>
  );
}
