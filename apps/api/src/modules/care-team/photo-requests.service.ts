import type { PatientPhotoRequest } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { PhotoRequestRow } from '../../db/schema/index';
import { newestPhotoTimesOfVisits } from '../media';
import { staffNamesOf } from '../staff';
import { visitUuidsOf } from '../visits';
import { findOpenPhotoRequestsOfPatient } from './visit-reviews.repository';

/** Who asked, when the staff account is gone. */
const CARE_TEAM = 'Your care team';

/**
 * Whether an open request still waits for photos (ADR 120): a live photo of the visit uploaded
 * after it answers it, whatever step or page the patient sent it from.
 */
export function isAwaitingPhotos(request: Pick<PhotoRequestRow, 'requestedAt'>, newestPhotoAt: Date | undefined): boolean {
  return (newestPhotoAt?.getTime() ?? 0) <= request.requestedAt.getTime();
}

/**
 * The patient's requests for more photos that no photo answered yet, newest first (their
 * dashboard's to-do): the visit, who asked, their note and when. Two statements when there is
 * none, four otherwise, whatever the number of requests.
 */
export async function openPhotoRequestsOfPatient(db: Db, patientId: number): Promise<PatientPhotoRequest[]> {
  const requests = await findOpenPhotoRequestsOfPatient(db, patientId);
  if (requests.length === 0) {
    return [];
  }
  const visitIds = requests.map((request) => request.visitId);
  const [newest, uuids, names] = await Promise.all([
    newestPhotoTimesOfVisits(db, visitIds),
    visitUuidsOf(db, visitIds),
    staffNamesOf(db, requests.map((request) => request.staffId)),
  ]);
  return requests
    .filter((request) => isAwaitingPhotos(request, newest.get(request.visitId)) && uuids.has(request.visitId))
    .map((request) => ({
      id: request.id,
      visitUuid: uuids.get(request.visitId)!,
      providerName: names.get(request.staffId) ?? CARE_TEAM,
      note: request.note,
      requestedAt: request.requestedAt.toISOString(),
    }));
}
