// The staff area's public entry point (`@app/domain/staff`): the apps import the domain by area.
export * from './totp-code';
export * from './access-links';
