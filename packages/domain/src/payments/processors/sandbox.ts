import { defineProcessor, NO_CONTENT_SOURCES } from './processor-descriptor';

/** The local sandbox processor of `npm start` (ADR 104): cards, both wallets; served from our own origin. */
export const sandboxProcessor = defineProcessor({
  vendor: 'sandbox',
  roles: ['card', 'walletVault'],
  settings: {},
  requiredSettings: [],
  browserSettings: {},
  contentSources: NO_CONTENT_SOURCES,
});
