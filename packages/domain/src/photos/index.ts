// The photos area's public entry point (`@app/domain/photos`): the apps import the domain by area.
export * from './photo-types';
export * from './photo-upload-rules';
