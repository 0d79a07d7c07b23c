// The operations area's public entry point (`@app/domain/operations`): the apps import the domain by area.
export * from './operator-rules';
