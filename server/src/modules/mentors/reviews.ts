import type { Db } from '../../db/client';
import { listItemComments } from '../comments';

/** Number of reviews (comments of kind 'user') about a mentor, through the comments service. */
export async function reviewCountOf(db: Db, userId: string): Promise<number> {
  const { count } = await listItemComments(db, userId, { about: 'user', skip: 0, limit: 1, sort: 'time' }, null);
  return count;
}
