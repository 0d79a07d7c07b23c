// The formatting area's public entry point (`@app/domain/formatting`): the apps import the domain by area.
export * from './fill-template';
export * from './us-date-mask';
export * from './written-dates';
