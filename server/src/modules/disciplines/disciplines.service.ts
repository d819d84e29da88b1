import { asc } from 'drizzle-orm';
import type { Discipline } from '@delv/shared';
import type { Db } from '../../db/client';
import { disciplines } from '../../db/schema';
import { authorize, type Actor } from '../../policies/actor';
import { disciplinePolicy } from './disciplines.policy';

export async function listDisciplines(db: Db, actor: Actor | null): Promise<Discipline[]> {
  authorize(disciplinePolicy.read(actor));
  const rows = await db.select().from(disciplines).orderBy(asc(disciplines.name));
  return rows.map((d) => ({ _id: d.id, name: d.name, keywords: d.keywords }));
}
