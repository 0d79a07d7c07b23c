// The media module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { careMessagePhotoLinks, findCareTeamPhotoIdsFor, findOwnCareMessagePhotoIds, uploadCareTeamPhoto } from './care-message-photos.service';
export type { FileStorage } from './file-storage';
export { createHeicDecoder } from './image-pipeline';
export { assertDeclaredLength, PHOTO_FORM_LIMITS, readPhotoForm } from './multipart-photo';
export { createCarePhotoLinkSigner, createPhotoLinkSigner } from './photo-links';
export type { PhotoLinkSigner } from './photo-links';
export { readPhotoFileForCareTeam, uploadVisitPhoto } from './photo-uploads.service';
export type { MediaDeps } from './photo-uploads.service';
export { photosRoutes, photoTypeRoutes } from './photos.routes';
export { listVisitPhotos, listVisitPhotoViews, missingPhotosForStep, newestPhotoTimesOfVisits, photoTypesOfVisit, toVisitPhotoView } from './photos.service';
export type { VisitPhotoSource } from './photos.service';
export { createFileStorageFromEnv } from './storage-from-env';
