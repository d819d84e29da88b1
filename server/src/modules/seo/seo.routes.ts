import { Router } from 'express';
import { searchHitPath } from '@delv/shared';
import type { AppDeps } from '../../deps';
import { mayReadRobots, sitemapItems } from './seo.service';

/** Public pages anyone (and a search engine) may open. Signed-in screens and sign-in forms are left out. */
const PUBLIC_PAGES = [
  '/',
  '/search',
  '/mentors',
  '/articles',
  '/videos',
  '/courses',
  '/careerguidance',
  '/upskilling',
  '/JobSearch',
  '/aboutus',
  '/explore',
];
/** A sitemap file holds at most 50,000 addresses; the newest public items fill what the pages leave. */
const SITEMAP_ITEMS = 10_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** robots.txt and sitemap.xml, served by the server (not the SPA's HTML fallback). */
export function seoRoutes(deps: AppDeps): Router {
  const r = Router();
  const site = deps.config.publicUrl.replace(/\/+$/, '');

  r.get('/robots.txt', (req, res) => {
    mayReadRobots(req.user ?? null);
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(
      [
        'User-agent: *',
        // The API, private screens and sign-in forms are nothing to index.
        'Disallow: /api/',
        'Disallow: /feeds',
        'Disallow: /profile',
        'Disallow: /updateprofile',
        'Disallow: /logout',
        'Disallow: /login',
        'Disallow: /signup',
        'Disallow: /reset-password/',
        'Disallow: /invitation/',
        `Sitemap: ${site}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  r.get('/sitemap.xml', async (req, res) => {
    const items = await sitemapItems(deps.db, req.user ?? null, SITEMAP_ITEMS);
    const urls = [
      ...PUBLIC_PAGES.map((p) => `<url><loc>${xmlEscape(site + p)}</loc></url>`),
      ...items.map(
        (i) =>
          `<url><loc>${xmlEscape(site + searchHitPath({ _id: i.id, kind: i.category === 'Course' ? 'course' : 'content', category: i.category }, false))}</loc>` +
          `<lastmod>${i.modifiedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });

  return r;
}
