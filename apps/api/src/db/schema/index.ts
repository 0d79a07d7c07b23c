// The one place drizzle-kit and the client learn every table from.
export * from './patients';
export * from './sessions';
export * from './rate-limits';
export * from './visits';
export * from './guardians';
export * from './photos';
export * from './scheduling';
export * from './messaging';
export * from './tracking';
export * from './social-identities';
export * from './promotions';
export * from './surveys';
export * from './selections';
export * from './sandbox-processor';
export * from './orders';
export * from './referrals';
export * from './clock';
