import { useState } from 'react';
import type { CareVisitView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ModalDialog } from '../../../components/ui/modal-dialog';

const TEXT = STAFF_MESSAGES.careVisit;
type CarePhoto = CareVisitView['photos'][number];

/** A photo type id in words: `face_front` → "face front". */
const perspectiveWords = (perspective: string) => perspective.replace(/[_-]+/g, ' ');
const altOf = (photo: CarePhoto) => fillTemplate(photo.isIdentity ? TEXT.identityAlt : TEXT.photoAlt, { perspective: perspectiveWords(photo.perspective) });

/**
 * The visit's photos and ID as thumbnails through the provider's own short-lived signed links
 * (ADR 117; each file read is audited by the server); a thumbnail opens the photo large in a dialog.
 */
export function VisitPhotos({ photos }: { photos: CareVisitView['photos'] }) {
  const [open, setOpen] = useState<CarePhoto | null>(null);
  return (
    <section className="card care-visit__section" aria-labelledby="care-photos-heading">
      <h2 id="care-photos-heading">{TEXT.photosHeading}</h2>
      {photos.length === 0 ? (
        <p>{TEXT.photosNone}</p>
      ) : (
        <ul className="care-photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <button type="button" className="care-photos__open" onClick={() => setOpen(photo)} aria-label={fillTemplate(TEXT.openPhoto, { label: altOf(photo) })}>
                <img src={photo.url} alt="" width={120} height={120} loading="lazy" />
              </button>
              <span className="care-photos__label">
                {photo.isIdentity ? `${TEXT.identity}: ` : ''}
                {perspectiveWords(photo.perspective)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <ModalDialog labelledBy="care-photo-dialog-heading" className="care-photo-dialog" onClose={() => setOpen(null)} closeLabel={TEXT.closePhoto}>
          <h2 id="care-photo-dialog-heading">{altOf(open)}</h2>
          <img src={open.url} alt={altOf(open)} className="care-photo-dialog__image" />
        </ModalDialog>
      ) : null}
    </section>
  );
}
