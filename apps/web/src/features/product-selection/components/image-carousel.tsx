import { useState } from 'react';
import type { CatalogueImage } from '@app/domain/contracts/catalogue';
import { MESSAGES } from '@app/domain/messages/en';

/** A card's pictures (001 §2.1 "image carousel"): one at a time, with previous and next when there are several. */
export function ImageCarousel({ images, className }: { images: readonly CatalogueImage[]; className?: string }) {
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) {
    return null;
  }
  const step = (by: number) => setIndex((current) => (current + by + images.length) % images.length);
  return (
    <div className={['image-carousel', className].filter(Boolean).join(' ')}>
      <img className="image-carousel__image" src={image.url} alt={image.alt} width={200} height={200} />
      {images.length > 1 ? (
        <div className="image-carousel__controls">
          <button type="button" className="image-carousel__button" onClick={() => step(-1)} aria-label={MESSAGES.selection.previousImage}>
            ‹
          </button>
          <span className="image-carousel__count" aria-live="polite">
            {index + 1} / {images.length}
          </span>
          <button type="button" className="image-carousel__button" onClick={() => step(1)} aria-label={MESSAGES.selection.nextImage}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
