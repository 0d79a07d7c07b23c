// The errors area's public entry point (`@app/domain/errors`): the apps import the domain by area.
export * from './error-codes';
