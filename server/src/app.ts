import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AppDeps, RouteKit } from './deps';
import { requestLogger } from './lib/log';
import { servePrivateFiles, useFileSigningSecret } from './lib/privateFiles';
import { LocalStorage } from './lib/storage';
import { createAuth } from './middleware/auth';
import { apiNotFound, errorHandler } from './middleware/errors';
import { limiter } from './middleware/rateLimit';
import { inputBoundary } from './middleware/validate';
import { writeLimit } from './middleware/writeLimit';
import { LiveHub } from './live/hub';
import { liveRoutes } from './live/live.routes';
import { areas } from './areas';
import { findSignedInUser } from './modules/users';
import { standingOf } from './modules/moderation';
import { youthStandingOf } from './modules/youth';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function securityHeaders(deps: AppDeps) {
  const s3Origins = [...originOf(deps.config.s3.publicUrl), ...originOf(deps.config.s3.endpoint)];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s3Origins],
        mediaSrc: ["'self'", 'blob:', ...s3Origins],
        // Google Identity Services: script, its button iframe, its styles and its XHRs.
        scriptSrc: ["'self'", 'https://accounts.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        // The booking page asks whether the calendar service answers (a HEAD, nothing read) before
        // framing it, so an unreachable calendar is said in words (issue 27 #13).
        connectSrc: ["'self'", 'https://accounts.google.com', 'https://calendly.com', ...s3Origins],
        frameSrc: [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://open.spotify.com',
          'https://w.soundcloud.com',
          'https://accounts.google.com',
          // Mentors' booking pages (Schedule tab).
          'https://calendly.com',
          // Stored PDFs in the article reader: Chromium frames its PDF viewer, so it needs both.
          "'self'",
          ...s3Origins,
        ],
        objectSrc: ["'self'", ...s3Origins],
        // Upgrading would break plain-http installs (laptop, LAN demo): only ask for it behind https.
        upgradeInsecureRequests: deps.config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/** The app's live channel (server.ts ends its streams on shutdown). */
export const liveHubOf = (app: Express) => app.locals.live as LiveHub;

/** Builds the Express app (no listen): API under /api, local files under /files, the SPA for the rest. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  // One line per API or file request, with its request id (lib/log.ts; LOG_LEVEL).
  const requestLines = requestLogger();
  app.use((req, res, next) => (req.path.startsWith('/api/') || req.path.startsWith('/files/') ? requestLines(req, res, next) : next()));
  // The built client's own files (hashed JS and CSS, icons, the worker) get only what matters for
  // a script or image: the page's policy headers (CSP and the rest, ~1 KB) sent with each of a
  // page's ~40 files cost a phone ~40 KB on HTTP/1.1, and browsers apply them to documents only.
  const pageHeaders = securityHeaders(deps);
  const builtFile = /^\/(assets\/[\w.-]+|[\w.-]+\.(js|svg|png|webmanifest))$/;
  app.use((req, res, next) => {
    if (!builtFile.test(req.path)) return pageHeaders(req, res, next);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  });
  // The SPA's files; API answers compress themselves (lib/http.ts).
  const compressFiles = compression();
  app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : compressFiles(req, res, next)));

  // A person's standing: the sanctions in force (moderation) and their age and consent (youth).
  const standingWithAge = async (db: typeof deps.db, userId: string) => {
    const [sanctions, youth] = await Promise.all([standingOf(db, userId), youthStandingOf(db, userId)]);
    return { ...sanctions, youth };
  };
  const { authenticate, optionalAuth } = createAuth(deps, findSignedInUser, standingWithAge);
  const { windowMs, login, sensitive } = deps.config.rateLimit;
  const kit: RouteKit = {
    authenticate,
    optionalAuth,
    loginLimit: [
      limiter(deps.db, { name: 'login', windowMs, max: login, byEmail: true }),
      limiter(deps.db, { name: 'login-ip', windowMs, max: login * 5 }),
    ],
    sensitiveLimit: limiter(deps.db, { name: 'sensitive', windowMs, max: sensitive }),
  };

  const live = new LiveHub(deps.events, deps.events.transport, {
    heartbeatMs: deps.config.liveHeartbeatMs,
    flushMs: deps.config.liveFlushMs,
    maxStreamsPerUser: deps.config.liveMaxStreams,
    stillSignedIn: async (userId, signInId) => (await findSignedInUser(deps.db, signInId, userId)) !== null,
  });
  app.locals.live = live;

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(inputBoundary);
  api.use(writeLimit(deps));
  for (const area of areas) if (area.apiMiddleware) api.use(area.apiMiddleware(deps));
  api.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  api.use(liveRoutes(deps, kit, live, findSignedInUser));
  // Each area's routes, in the list's order (areas.ts: the hottest first).
  for (const area of areas) {
    const started = area.start?.(deps);
    if (area.router) api.use(area.router(deps, kit, started));
  }
  api.use(apiNotFound);
  api.use(errorHandler);
  app.use('/api', api);

  // Private content's objects: only with a signed URL, whatever the storage (lib/privateFiles.ts).
  useFileSigningSecret(deps.config.jwtSecret);
  app.use(
    '/files/private',
    servePrivateFiles(() => deps.storage),
  );
  if (deps.storage instanceof LocalStorage) {
    app.use('/files', express.static(deps.storage.root, { index: false, dotfiles: 'deny', fallthrough: false, maxAge: '1d' }));
  }

  for (const area of areas) if (area.siteRouter) app.use(area.siteRouter(deps));
  serveClient(app, deps.config.clientDist);
  app.use(errorHandler);
  return app;
}

/** The built SPA: hashed assets cached for good, index.html always revalidated, history fallback. */
function serveClient(app: Express, dist: string) {
  const index = path.join(dist, 'index.html');
  // The build writes a brotli copy (quality 11) beside each asset (client/vite.config.ts): sent as
  // is to browsers that take br, it is smaller than compressing on each request, and costs no CPU.
  // The words files too (assets/words/<version>/<lang>/<name>.json).
  app.get(/^\/assets\/(?:words\/[\w-]+\/(?:en|sw)\/)?[\w.-]+\.(js|css|json)$/, (req, res, next) => {
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const file = path.join(dist, req.path);
    if (!existsSync(`${file}.br`)) return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, { cacheControl: false, lastModified: false, etag: false });
  });
  // Hashed names never change: no validators to send or check.
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { index: false, etag: false, lastModified: false, immutable: true, maxAge: '1y' }),
  );
  app.use(
    express.static(dist, {
      index: false,
      setHeaders(res, file) {
        if (file.startsWith(path.join(dist, 'assets') + path.sep)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (file === index) {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing hashed asset must 404, not come back as HTML with a 200.
    if (req.path.startsWith('/files/') || req.path.startsWith('/assets/')) return next();
    if (!existsSync(index)) {
      res.status(404).type('text/plain').send('The client is not built yet: run `npm run build` at the repository root.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Save-Data');
    if (!savesData(req)) return res.sendFile(index);
    // Data saver asked by the header alone (browsers without navigator.connection, a proxy): the
    // page is told, so it does what it does for navigator.connection.saveData (smallest images,
    // videos and photos on tap, nothing fetched ahead; client/src/lib/dataSaver.ts).
    void readFile(index, 'utf8').then((html) => res.type('html').send(html.replace(/<html\b/i, '<html data-save-data="on"')), next);
  });
}

/** The browser's data saver (Client Hints' Save-Data request header). */
const savesData = (req: Request) => /^on$/i.test(String(req.headers['save-data'] ?? '').trim());
