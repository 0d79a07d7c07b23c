import { useState } from 'react';
import { Link } from 'react-router';
import type { PhotoTypeList } from '@app/domain/contracts/media';
import { MESSAGES } from '@app/domain/messages/en';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { FlowStepProps } from '../../../lib/flow-step';
import { usePhotoStep, type PhotoStepState } from '../hooks/use-photo-step';
import { IdHelpModal } from './id-help-modal';
import { PhoneUploadLink } from './phone-upload-link';
import { PhotoLoadError } from './photo-load-error';
import { PhotoUploader } from './photo-uploader';

/** 001 §9: below 750 px the accordion shows one section at a time; wider screens open them all. */
const WIDE_SCREEN = '(min-width: 750px)';

function initiallyOpen(types: PhotoTypeList, photos: PhotoStepState): Set<string> {
  if (typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches) {
    return new Set(types.map((type) => type.type));
  }
  const first = types.find((type) => type.required && photos.photosOf(type.type).length === 0) ?? types[0];
  return new Set(first ? [first.type] : []);
}

/**
 * The photos step (000 §2, §4): an accordion per photo type marked Required or Optional, with the
 * example and the patient's own photo; "Send photos to provider" is disabled until every required
 * type has a photo. It is also the page a texted link opens on a phone (/v/{uuid}).
 */
export function PhotosStep({ visit, onDone, backPath }: FlowStepProps) {
  const photos = usePhotoStep(visit, 'photos', MESSAGES.photos.uploadFailed);
  const [open, setOpen] = useState<Set<string> | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);

  if (photos.hasLoadFailed) {
    return <PhotoLoadError />;
  }
  const types = photos.types;
  if (!types) {
    return <LoadingScreen />;
  }
  if (open === null) {
    // Decided once, when the types arrive, so sections do not jump as photos are added.
    setOpen(initiallyOpen(types, photos));
  }
  const openTypes = open ?? new Set<string>();
  const toggle = (key: string) => {
    const next = new Set(openTypes);
    if (!next.delete(key)) {
      next.add(key);
    }
    setOpen(next);
  };

  async function send() {
    setIsSending(true);
    try {
      await onDone({ recordStep: true });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="page page--narrow photo-step" aria-labelledby="photos-heading">
      <h1 id="photos-heading">{MESSAGES.photos.photosTitle}</h1>
      <p className="page__intro">{MESSAGES.photos.photosIntro}</p>
      <div className="photo-accordion">
        {types.map((type) => {
          const isOpen = openTypes.has(type.type);
          const own = photos.photosOf(type.type);
          const headerId = `photo-section-${type.type}`;
          return (
            <section key={type.type} className="photo-section">
              <h2 className="photo-section__heading">
                <button
                  type="button"
                  id={headerId}
                  className="photo-section__toggle"
                  aria-expanded={isOpen}
                  aria-controls={`${headerId}-panel`}
                  onClick={() => toggle(type.type)}
                >
                  <span className="photo-section__title">{type.title}</span>
                  <span className={`photo-section__badge${type.required ? ' photo-section__badge--required' : ''}`}>
                    {type.required ? MESSAGES.photos.required : MESSAGES.photos.optional}
                  </span>
                  {own.length > 0 ? (
                    <span className="photo-section__done" role="img" aria-label="Uploaded">
                      ✓
                    </span>
                  ) : null}
                </button>
              </h2>
              <div id={`${headerId}-panel`} role="region" aria-labelledby={headerId} hidden={!isOpen} className="photo-section__panel">
                <p>{type.description}</p>
                <PhotoUploader
                  type={type}
                  photos={own}
                  state={photos.stateOf(type.type)}
                  onUpload={(file) => void photos.upload(type.type, file)}
                  onDelete={(photo) => void photos.remove(type.type, photo)}
                  onImageError={photos.refreshLinks}
                  onOpenIdHelp={() => setIsHelpOpen(true)}
                />
              </div>
            </section>
          );
        })}
      </div>
      <PhoneUploadLink visitUuid={visit.uuid} />
      <div className="photo-step__actions">
        <Button disabled={!photos.isComplete || photos.isBusy} isLoading={isSending} onClick={() => void send()}>
          {MESSAGES.photos.sendPhotos}
        </Button>
        {backPath ? (
          <Link className="button button--secondary" to={backPath}>
            Back
          </Link>
        ) : null}
      </div>
      {isHelpOpen ? <IdHelpModal onClose={() => setIsHelpOpen(false)} /> : null}
    </section>
  );
}
