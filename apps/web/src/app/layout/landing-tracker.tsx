import { useEffect } from 'react';
import { recordLanding } from '../../lib/record-landing';

/** Records where this browser session landed from, once (the server honours the opt-out). */
export function LandingTracker() {
  useEffect(() => {
    void recordLanding();
  }, []);
  return null;
}
