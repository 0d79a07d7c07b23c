// The care area's public entry point (`@app/domain/care`): the apps import the domain by area.
export * from './care-messages';
export * from './formulary';
export * from './queue-pages';
export * from './reply-time';
export * from './visit-standing';
export * from './waiting-time';
