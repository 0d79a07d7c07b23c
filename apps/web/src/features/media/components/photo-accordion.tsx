import { useState } from 'react';
import type { PhotoTypeList } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import type { PhotoStepState } from '../hooks/use-photo-step';
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

interface PhotoAccordionProps {
  types: PhotoTypeList;
  photos: PhotoStepState;
  onOpenIdHelp: () => void;
  /** The sections' heading level: 2 on the photos step, deeper where the accordion sits in a section. */
  headingLevel?: 2 | 3 | 4;
}

/** One section per photo type, marked Required or Optional, with the example and the patient's photo. */
export function PhotoAccordion({ types, photos, onOpenIdHelp, headingLevel = 2 }: PhotoAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  // Decided once, when the section first shows, so sections do not jump as photos are added.
  const [open, setOpen] = useState<Set<string>>(() => initiallyOpen(types, photos));
  const toggle = (key: string) => {
    const next = new Set(open);
    if (!next.delete(key)) {
      next.add(key);
    }
    setOpen(next);
  };

  return (
    <div className="photo-accordion">
      {types.map((type) => {
        const isOpen = open.has(type.type);
        const own = photos.photosOf(type.type);
        const headerId = `photo-section-${type.type}`;
        return (
          <section key={type.type} className="photo-section">
            <Heading className="photo-section__heading">
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
            </Heading>
            <div id={`${headerId}-panel`} role="region" aria-labelledby={headerId} hidden={!isOpen} className="photo-section__panel">
              <p>{type.description}</p>
              <PhotoUploader
                type={type}
                photos={own}
                state={photos.stateOf(type.type)}
                onUpload={(file) => void photos.upload(type.type, file)}
                onDelete={(photo) => void photos.remove(type.type, photo)}
                onImageError={photos.refreshLinks}
                onOpenIdHelp={onOpenIdHelp}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
