import type { Actor } from '../../policies/actor';

/** robots.txt and the sitemap are for anyone, and list only what anyone may open (public pages and items). */
export const seoPolicy = {
  read: (_actor: Actor | null) => true,
};
