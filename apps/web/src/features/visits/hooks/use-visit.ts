import { useCallback, useEffect, useRef, useState } from 'react';
import type { Visit } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { ApiError } from '../../../lib/api-client';
import { getVisit } from '../api/get-visit';
import { openVisit } from '../api/open-visit';

/** Which visit to load: a known one by uuid, or the open visit of a flow. */
export type VisitSource = { uuid: string } | { flow: FlowId };

export interface VisitState {
  visit: Visit | null;
  error: ApiError | null;
  isLoading: boolean;
  /** Replaces the visit with a fresher copy (from a call that answered it). */
  setVisit: (visit: Visit) => void;
  reload: () => Promise<Visit | null>;
}

/** Loads a visit for a signed-in patient; skipped while `isEnabled` is false (session loading). */
export function useVisit(source: VisitSource, isEnabled: boolean): VisitState {
  const [visit, setVisit] = useState<Visit | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const key = 'uuid' in source ? `uuid:${source.uuid}` : `flow:${source.flow}`;
  // The visit a flow opened is reloaded by its uuid: opening the flow again after its last step
  // would start a new visit of a flow that can run more than once (a renewal, a new treatment).
  const opened = useRef<{ key: string; uuid: string } | null>(null);

  const load = useCallback(async (): Promise<Visit | null> => {
    try {
      const openedUuid = opened.current?.key === key ? opened.current.uuid : undefined;
      const next = key.startsWith('uuid:') ? await getVisit(key.slice(5)) : openedUuid ? await getVisit(openedUuid) : await openVisit(key.slice(5) as FlowId);
      opened.current = { key, uuid: next.uuid };
      setVisit(next);
      setError(null);
      return next;
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, { message: String(caught), code: 'CLIENT' }));
      return null;
    } finally {
      setIsLoading(false);
    }
  }, [key]);

  useEffect(() => {
    if (isEnabled) {
      setIsLoading(true);
      void load();
    }
  }, [isEnabled, load]);

  return { visit, error, isLoading, setVisit, reload: load };
}
