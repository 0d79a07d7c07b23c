import { useEffect } from 'react';
import { VIEWED_MARK_RETRIES, VIEWED_MARK_RETRY_MS } from '@app/domain/constants';
import { setViewedAt } from '../api/set-viewed-at';
import type { SelectionRequest } from '../api/get-selection-data';

/**
 * Page view (001 §4): on the first view the patient-viewed mark is sent once; a failure is retried
 * up to 5 more times, 1 second apart. `hasViewed` is what the first answer of the page said.
 */
export function useViewedMark(request: SelectionRequest, hasViewed: boolean | undefined): void {
  const { flow, brand, treatmentCategory } = request;
  useEffect(() => {
    if (hasViewed !== false) {
      return;
    }
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retriesLeft: number) => {
      setViewedAt({ flow, brand, treatmentCategory }).catch(() => {
        if (!isCancelled && retriesLeft > 0) {
          timer = setTimeout(() => attempt(retriesLeft - 1), VIEWED_MARK_RETRY_MS);
        }
      });
    };
    attempt(VIEWED_MARK_RETRIES);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [hasViewed, flow, brand, treatmentCategory]);
}
