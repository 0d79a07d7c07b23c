import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { FlowStepProps } from '../../../lib/flow-step';
import { usePhotoStep } from '../hooks/use-photo-step';
import { IdHelpModal } from './id-help-modal';
import { PhoneUploadLink, type RenderPhoneVerification } from './phone-upload-link';
import { PhotoAccordion } from './photo-accordion';
import { PhotoLoadError } from './photo-load-error';
import { usePending } from '../../../hooks/use-pending';
import { BackControl } from '../../../components/ui/back-control';

/**
 * The photos step (000 §2, §4): an accordion per photo type marked Required or Optional, with the
 * example and the patient's own photo; "Send photos to provider" is disabled until every required
 * type has a photo. It is also the page a texted link opens on a phone (/v/{uuid}).
 */
export function PhotosStep({
  visit,
  onDone,
  backPath,
  renderPhoneVerification,
}: FlowStepProps & { renderPhoneVerification?: RenderPhoneVerification | undefined }) {
  const photos = usePhotoStep(visit, 'photos', MESSAGES.photos.uploadFailed);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSending, runSending] = usePending();

  if (photos.hasLoadFailed) {
    return <PhotoLoadError />;
  }
  const types = photos.types;
  if (!types) {
    return <LoadingScreen />;
  }

  const send = () => runSending(() => onDone({ recordStep: true }));

  return (
    <section className="page page--narrow photo-step" aria-labelledby="photos-heading">
      <h1 id="photos-heading">{MESSAGES.photos.photosTitle}</h1>
      <p className="page__intro">{MESSAGES.photos.photosIntro}</p>
      <PhotoAccordion types={types} photos={photos} onOpenIdHelp={() => setIsHelpOpen(true)} />
      <PhoneUploadLink visitUuid={visit.uuid} renderPhoneVerification={renderPhoneVerification} />
      <div className="photo-step__actions">
        <Button
          disabled={!photos.isComplete || photos.isBusy}
          isLoading={isSending}
          onClick={() => void send()}
        >
          {MESSAGES.photos.sendPhotos}
        </Button>
        {backPath ? <BackControl to={backPath} /> : null}
      </div>
      {isHelpOpen ? <IdHelpModal onClose={() => setIsHelpOpen(false)} /> : null}
    </section>
  );
}
