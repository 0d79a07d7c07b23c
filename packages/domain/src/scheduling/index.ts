// The scheduling area's public entry point (`@app/domain/scheduling`): the apps import the domain by area.
export * from './consultation-format';
export * from './format-in-zone';
export * from './slot-days';
export * from './time-zones';
export * from './zoned-time';
export * from './provider-hours';
