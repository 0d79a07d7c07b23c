import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window attempt counters shared by every API process (logins, later codes and sends).
 * The key names what is limited, e.g. `login:account:1:jane@example.com`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
