import type { Visit } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in patient's visits, newest first. */
export async function listVisits(): Promise<Visit[]> {
  return (await apiRequest<{ data: Visit[] }>('GET', '/api/visits')).data;
}

/**
 * Where a patient who just signed in should go: the step their newest unfinished visit stands
 * at (so another device picks up where they left off), or undefined when nothing is open.
 */
export async function openVisitResumePath(): Promise<string | undefined> {
  try {
    return (await listVisits()).find((visit) => visit.completedAt === null)?.progress.resumePath;
  } catch {
    return undefined;
  }
}
