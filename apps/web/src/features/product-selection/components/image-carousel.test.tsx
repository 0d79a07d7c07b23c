import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS } from '@app/domain/constants';
import { ImageCarousel } from './image-carousel';

const IMAGES = [
  { name: 'a', url: '/a.svg', alt: 'First' },
  { name: 'b', url: '/b.svg', alt: 'Second' },
  { name: 'c', url: '/c.svg', alt: 'Third' },
];

const count = () => screen.getByText(/^\d \/ 3$/).textContent;
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

describe('ImageCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves on every 6000 ms, around to the first, and stands still while hovered', () => {
    const { container } = render(<ImageCarousel images={IMAGES} />);
    expect(count()).toBe('1 / 3');
    wait(CAROUSEL_AUTOPLAY_MS - 1);
    expect(count()).toBe('1 / 3');
    wait(1);
    expect(count()).toBe('2 / 3');
    expect(screen.getByRole('img', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'First' })).toBeNull();
    fireEvent.mouseEnter(container.firstElementChild!);
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(count()).toBe('2 / 3');
    fireEvent.mouseLeave(container.firstElementChild!);
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(count()).toBe('1 / 3');
  });

  it('stops for good on Pause, and moves again on Play', () => {
    render(<ImageCarousel images={IMAGES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(count()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(count()).toBe('2 / 3');
  });

  it('never moves by itself for a device that asks for reduced motion, and offers no pause', () => {
    reducedMotion(true);
    render(<ImageCarousel images={IMAGES} />);
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(count()).toBe('1 / 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(count()).toBe('2 / 3');
  });

  it('has nothing to move with one picture', () => {
    render(<ImageCarousel images={IMAGES.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
