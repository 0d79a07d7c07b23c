// The payments area's public entry point (`@app/domain/payments`): the processors' registry and
// the descriptor type. A vendor's own descriptor file is reached through the registry, so a new
// processor adds its file and its registry entry, never a line here (ADR 146).
export * from './processors/processor-descriptor';
export * from './processors/registry';
