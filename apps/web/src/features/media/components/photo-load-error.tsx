import { MESSAGES } from '@app/domain/messages';

/** 000 §8: the photo page could not load its photo types. */
export function PhotoLoadError() {
  return (
    <section className="page page--narrow" role="alert">
      <h1>{MESSAGES.flashTitles.error}</h1>
      <p>{MESSAGES.photos.pageLoadFailed}</p>
    </section>
  );
}
