import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { useViewedMark } from './use-viewed-mark';

const REQUEST = { flow: 'skin-signup', brand: 1, treatmentCategory: 1 } as const;
const marks = (fetch: ReturnType<typeof mockFetch>) => fetch.apiCalls().filter((call) => call.url.includes('set-patient-viewed-at')).length;

describe('useViewedMark (001 §4 "Page view")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the mark once on the first view', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { data: { viewedAt: '2026-11-24T10:00:00.000Z' } } }));
    const { rerender } = renderHook(({ viewed }) => useViewedMark(REQUEST, viewed), { initialProps: { viewed: false as boolean | undefined } });
    await vi.advanceTimersByTimeAsync(10_000);
    rerender({ viewed: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(marks(fetch)).toBe(1);
  });

  it('retries a failed mark up to 5 more times, 1 second apart, then stops', async () => {
    const fetch = mockFetch(() => ({ status: 503, body: { message: 'down', code: 'INTERNAL' } }));
    renderHook(() => useViewedMark(REQUEST, false));
    await vi.advanceTimersByTimeAsync(0);
    expect(marks(fetch)).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(marks(fetch)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(marks(fetch)).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marks(fetch)).toBe(6);
  });

  it('sends nothing when the page was viewed before, or before the data says', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: {} }));
    renderHook(() => useViewedMark(REQUEST, true));
    renderHook(() => useViewedMark(REQUEST, undefined));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(marks(fetch)).toBe(0);
  });
});
