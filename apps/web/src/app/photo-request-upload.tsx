import { useState } from 'react';
import type { Visit } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../components/ui/button';
import { usePending } from '../hooks/use-pending';
import { PhotoAccordion } from '../features/media/components/photo-accordion';
import { usePhotoStep } from '../features/media/hooks/use-photo-step';
import { listPhotoRequests } from '../features/photo-requests/api/list-photo-requests';

const TEXT = MESSAGES.photoRequests;

interface PhotoRequestUploadProps {
  visit: Visit;
  requestId: number;
  /** The request is answered: the server has a photo of the visit sent after it. */
  onAnswered: () => void;
}

/**
 * Where a patient sends the photos a provider asked for (ADR 120), inside the dashboard: the visit's
 * photos step, its accordion and upload pipeline as they are, under a heading of its own. Each
 * photo reaches the provider on upload; "I have sent my photos" asks the server whether the
 * request is answered, which only a photo sent after it does. Its own chunk, loaded on opening.
 */
export function PhotoRequestUpload({ visit, requestId, onAnswered }: PhotoRequestUploadProps) {
  const photos = usePhotoStep(visit, 'photos', TEXT.uploadFailed);
  const [isChecking, runChecking] = usePending();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `photo-request-${requestId}-heading`;

  const finish = () =>
    runChecking(async () => {
      try {
        const open = await listPhotoRequests();
        if (open.some((request) => request.id === requestId)) {
          setProblem(TEXT.notYet);
          return;
        }
        onAnswered();
      } catch {
        setProblem(MESSAGES.form.genericServerError);
      }
    });

  return (
    <section className="photo-request__panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{TEXT.panelHeading}</h3>
      <p>{TEXT.panelIntro}</p>
      {photos.hasLoadFailed ? <p role="alert">{TEXT.loadError}</p> : null}
      {!photos.hasLoadFailed && photos.types === null ? <p role="status">{TEXT.loading}</p> : null}
      {photos.types ? <PhotoAccordion types={photos.types} photos={photos} onOpenIdHelp={() => undefined} headingLevel={4} /> : null}
      <div className="photo-request__actions">
        <Button onClick={() => void finish()} isLoading={isChecking} disabled={photos.isBusy}>
          {TEXT.done}
        </Button>
      </div>
      <p role="status">{problem}</p>
    </section>
  );
}
