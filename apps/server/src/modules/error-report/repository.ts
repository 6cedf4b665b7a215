import type { Executor } from '../../db/client';
import { errorReports } from '../../db/tables/error-report';

export async function insertErrorReport(db: Executor, values: typeof errorReports.$inferInsert) {
  await db.insert(errorReports).values(values);
}
