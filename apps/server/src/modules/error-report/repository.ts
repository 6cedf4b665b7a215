import type { Executor } from '../../db/client';
import { errorReports } from './schema';

export async function insertErrorReport(db: Executor, values: typeof errorReports.$inferInsert) {
  await db.insert(errorReports).values(values);
}
