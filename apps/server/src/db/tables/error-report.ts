import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../columns';

// The tables the error-report module owns and alone writes (docs/architecture.md, "The server's modules and the tables they write").
// Another module reads them through this module's service or a read model it names.

export const errorReports = pgTable('error_reports', {
  id: id(),
  level: text().notNull(),
  message: text().notNull(),
  error: text(),
  userAgent: text(),
  ipv4: text(),
  context: jsonb().$type<Record<string, unknown>>(),
  sessionId: uuid(),
  createdAt: createdAt(),
});
