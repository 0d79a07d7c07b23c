// The audit area's public entry point (`@app/domain/audit`): the apps import the domain by area.
export * from './audit-events';
