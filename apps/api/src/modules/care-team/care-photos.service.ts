import type { Db } from '../../db/client';
import { type FileStorage, type PhotoLinkSigner, readPhotoFileForCareTeam } from '../media';
import { findPatient } from '../patients';
import { assertLicensedFor, type CareProvider } from './care-provider';

/**
 * A patient's photo for the provider: their own signed link first, then (a link outlives a licence
 * change) the patient must still be in one of their states. `seen` learns the patient for the audit.
 */
export async function readCarePhoto(
  deps: { db: Db; storage: FileStorage; careLinks: PhotoLinkSigner },
  provider: CareProvider,
  photoId: number,
  link: { expires: number; signature: string },
  seen: (patientId: number) => void,
) {
  const file = await readPhotoFileForCareTeam(deps, provider.staffId, photoId, link);
  seen(file.patientId);
  assertLicensedFor(provider, (await findPatient(deps.db, file.patientId))?.state ?? null);
  return file;
}
