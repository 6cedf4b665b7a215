import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tags } from '../outlets/schema';

export async function tagsOfBrand(db: Executor, brandId: string) {
  return db.select({ id: tags.id, title: tags.title }).from(tags).where(eq(tags.brandId, brandId)).orderBy(asc(tags.title));
}
