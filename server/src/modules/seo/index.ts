import { defineArea } from '../../platform/area';
import { seoRoutes } from './seo.routes';

/** robots.txt and the sitemap of public pages (outside /api). */
export const area = defineArea({
  name: 'seo',
  uses: ['content'],
  tables: [],
  policy: {},
  publishes: [],
  siteRouter: seoRoutes,
});
