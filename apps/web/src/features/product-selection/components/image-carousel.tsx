import { useEffect, useState, type FocusEvent } from 'react';
import type { CatalogueImage } from '@app/domain/contracts';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';

/**
 * Why the pictures stand still: nothing holds them; keyboard focus inside (it stays until focus
 * leaves, or Play is pressed: WAI's carousel pattern); or the patient pressed Pause.
 */
type Hold = 'none' | 'focus' | 'patient';

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A card's pictures (001 §2.1 "image carousel"): one at a time, with previous and next when there
 * are several, moving on by itself every 6000 ms in a 1000 ms slide (000 §9). It stands still for
 * a device that asks for reduced motion, while the pointer is over it or keyboard focus is in it,
 * and once Pause is pressed (WCAG 2.2.2: it moves for more than 5 seconds).
 */
export function ImageCarousel({ images, className }: { images: readonly CatalogueImage[]; className?: string }) {
  const [index, setIndex] = useState(0);
  const [hold, setHold] = useState<Hold>('none');
  const [isHovered, setIsHovered] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const canAutoplay = images.length > 1 && !prefersReducedMotion;
  const isPlaying = canAutoplay && hold === 'none' && !isHovered;

  useEffect(() => {
    if (!isPlaying) {
      return;
    }
    const timer = setInterval(() => setIndex((current) => (current + 1) % images.length), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPlaying, images.length]);

  if (images.length === 0) {
    return null;
  }
  const step = (by: number) => setIndex((current) => (current + by + images.length) % images.length);
  // Only keyboard focus holds the pictures: a pointer's click focuses too, and hovering holds them already.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.matches(':focus-visible')) {
      setHold((current) => (current === 'none' ? 'focus' : current));
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setHold((current) => (current === 'focus' ? 'none' : current));
    }
  };
  const isRunning = hold === 'none';
  return (
    <div
      className={['image-carousel', className].filter(Boolean).join(' ')}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="image-carousel__viewport">
        <div
          className="image-carousel__track"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transitionDuration: prefersReducedMotion ? '0ms' : `${CAROUSEL_SPEED_MS}ms`,
          }}
        >
          {images.map((image, position) => (
            <img
              key={image.url}
              className="image-carousel__image"
              src={image.url}
              alt={image.alt}
              width={200}
              height={200}
              aria-hidden={position === index ? undefined : true}
              loading={position === 0 ? undefined : 'lazy'}
            />
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div className="image-carousel__controls">
          {canAutoplay ? (
            <button
              type="button"
              className="image-carousel__button"
              onClick={() => setHold(isRunning ? 'patient' : 'none')}
              aria-label={isRunning ? MESSAGES.selection.pauseImages : MESSAGES.selection.playImages}
            >
              {isRunning ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button type="button" className="image-carousel__button" onClick={() => step(-1)} aria-label={MESSAGES.selection.previousImage}>
            ‹
          </button>
          {/* Announced when the patient moves it, not every 6 seconds while it moves by itself. */}
          <span className="image-carousel__count" aria-live={isPlaying ? 'off' : 'polite'}>
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
