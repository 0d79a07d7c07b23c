import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { FlowStepProps } from '../../../lib/flow-step';
import { usePhotoStep } from '../hooks/use-photo-step';
import { IdHelpModal } from './id-help-modal';
import { PhotoLoadError } from './photo-load-error';
import { PhotoUploader } from './photo-uploader';
import { usePending } from '../../../hooks/use-pending';
import { BackControl } from '../../../components/ui/back-control';

/**
 * The photo ID step (000 §2, §4): required, with an example, upload or delete, the ID help modal;
 * Send stays disabled until the ID is uploaded. A minor is asked for the guardian's ID (the
 * server words the type from the patient's age, as visit.isMinor).
 */
export function PhotoIdStep({ visit, onDone, backPath }: FlowStepProps) {
  const photos = usePhotoStep(visit, 'photo-id', MESSAGES.photos.simpleUploadFailed);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSending, runSending] = usePending();

  if (photos.hasLoadFailed) {
    return <PhotoLoadError />;
  }
  const type = photos.types?.[0];
  if (!type) {
    return <LoadingScreen />;
  }

  const send = () => runSending(() => onDone({ recordStep: true }));

  return (
    <section className="page page--narrow photo-step" aria-labelledby="photo-id-heading">
      <h1 id="photo-id-heading">{type.title}</h1>
      <p className="page__intro">{type.description}</p>
      <p className="photo-step__label">{MESSAGES.photos.required}</p>
      <PhotoUploader
        type={type}
        photos={photos.photosOf(type.type)}
        state={photos.stateOf(type.type)}
        onUpload={(file) => void photos.upload(type.type, file)}
        onDelete={(photo) => void photos.remove(type.type, photo)}
        onImageError={photos.refreshLinks}
        onOpenIdHelp={() => setIsHelpOpen(true)}
      />
      <div className="photo-step__actions">
        <Button
          disabled={!photos.isComplete || photos.isBusy}
          isLoading={isSending}
          onClick={() => void send()}
        >
          {MESSAGES.photos.sendPhotoId}
        </Button>
        {backPath ? <BackControl to={backPath} /> : null}
      </div>
      {isHelpOpen ? <IdHelpModal onClose={() => setIsHelpOpen(false)} /> : null}
    </section>
  );
}
