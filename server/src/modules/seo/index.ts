import { defineArea } from '../../platform/area';
import { seoPolicy } from './seo.policy';
import { seoRoutes } from './seo.routes';

/** robots.txt and the sitemap of public pages (outside /api). */
export const area = defineArea({
  name: 'seo',
  uses: ['content'],
  tables: [],
  policy: seoPolicy,
  publishes: [],
  siteRouter: seoRoutes,
});
