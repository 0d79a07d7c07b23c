// The one place drizzle-kit and the client learn every table from.
export * from './patients';
export * from './sessions';
export * from './rate-limits';
