import type { Db } from '../../db/client';
import { authorize, type Actor } from '../../policies/actor';
import { publicItemsForSitemap } from '../content';
import { seoPolicy } from './seo.policy';

/** The newest public library items the sitemap lists (at most `limit`). */
export async function sitemapItems(db: Db, actor: Actor | null, limit: number) {
  authorize(seoPolicy.read(actor));
  return publicItemsForSitemap(db, limit);
}

/** robots.txt is the same for anyone: asked for the record. */
export function mayReadRobots(actor: Actor | null): void {
  authorize(seoPolicy.read(actor));
}
