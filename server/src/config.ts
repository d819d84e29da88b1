import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths';

/** Every environment variable the server reads (DESIGN.md "Configuration"), read once. */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections per API process (twice: one pool for most statements, one for named ones). */
  databasePoolMax: number;
  publicUrl: string;
  jwtSecret: string;
  /** jsonwebtoken `expiresIn`. */
  tokenTtl: string;
  bcryptCost: number;
  s3: {
    bucket: string | null;
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    publicUrl: string | null;
  };
  smtpUrl: string | null;
  mailFrom: string;
  /** Where contact-form messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  googleClientId: string | null;
  googleCertsUrl: string;
  ai: { apiUrl: string | null; apiKey: string | null; model: string };
  adminEmails: string[];
  clientDist: string;
  /** Requests per window and IP (per IP + e-mail for login); 0 turns a limiter off. */
  rateLimit: { windowMs: number; login: number; sensitive: number };
  /** Writes per person (per IP for guests), by class of route (middleware/writeLimit.ts); null: off. */
  writeLimits: WriteLimits | null;
  /** Live streams one person may hold open in one API process; a new one closes their oldest. */
  liveMaxStreams: number;
  /** Distinct people whose open reports hide a thing until a moderator reviews it (modules/moderation). */
  moderationAutohideReporters: number;
  /** Express `trust proxy` (number of hops, or false) so rate limits see the client IP. */
  trustProxy: number | boolean;
  /** API processes sharing PORT (node:cluster); more than 1 needs DATABASE_URL. */
  webConcurrency: number;
  /** How long each API process reuses the home feed's public cards after an event changed them (feed.window.ts); 0 = off. */
  feedCacheMs: number;
  /** Domain events are kept this long (a live client away longer starts afresh), then pruned. */
  eventsKeepHours: number;
  /** Live channel: a comment line this often keeps idle connections open through proxies. */
  liveHeartbeatMs: number;
  /** Live channel: under load a stream's events go out together, one write at most this often (0: once per event-loop turn). */
  liveFlushMs: number;
  /** Jobs each API process runs at once (jobs/queue.ts); 0 = this process runs none. */
  jobConcurrency: number;
  /** Days before today the first insights rollup counts (modules/insights); later runs catch up from the last complete day. */
  insightsBackfillDays: number;
  /** Provider payouts of approved claims (modules/claims/payouts); unset: reviewers record payments by hand. */
  payouts: PayoutConfig;
  /** SMS (modules/phones): codes, reminders, the daily budget, the inbound callback. */
  sms: SmsConfig;
  /** Claims' monthly caps and second review (issue 33); 0 turns one off. */
  claimRisk: { capAccountMonth: number; capPhoneMonth: number; secondReviewPoints: number };
}

export interface SmsConfig {
  /** Africa's Talking's SMS API (AT_USERNAME, AT_API_KEY); null: each SMS is written to a file in `dir`. */
  africasTalking: { username: string; apiKey: string; url: string; from: string | null } | null;
  dir: string;
  /** SMS handed to the provider per UTC day, codes and reminders together. */
  dailyBudget: number;
  /** When set, the inbound callback must carry it (`?secret=`). */
  inboundSecret: string | null;
}

/**
 * The classes of writes (POST, PUT, PATCH, DELETE) and how many a person may make in each window
 * (every window counts; the first one full answers 429). Defaults a real person never meets but a
 * flood does; WRITE_LIMITS overrides some classes (`chat=30/10s,300/1h;post=5/1m`) or is `off`.
 * Which route is in which class: middleware/writeLimit.ts.
 */
export const WRITE_CLASSES = ['chat', 'post', 'react', 'upload', 'invite', 'claim', 'contact', 'live', 'other'] as const;
export type WriteClass = (typeof WRITE_CLASSES)[number];
export type WriteLimits = Record<WriteClass, Array<{ max: number; windowMs: number }>>;

export const DEFAULT_WRITE_LIMITS =
  'chat=30/10s,300/1h;post=10/1m,200/1h;react=60/1m,1000/1h;upload=10/1m,100/1h;invite=30/1m,300/1h;' +
  'claim=5/1m,20/1h;contact=5/1m,20/1h;live=30/1m,300/1h;other=60/1m,1000/1h';

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `class=max/window[,max/window];...` over the defaults; a malformed entry fails the start. */
export function writeLimitsOf(value: string | null): WriteLimits | null {
  if (value === 'off') return null;
  const limits = {} as WriteLimits;
  for (const entry of `${DEFAULT_WRITE_LIMITS};${value ?? ''}`.split(/[;\s]+/).filter(Boolean)) {
    const [name, windows] = entry.split('=');
    if (!(WRITE_CLASSES as readonly string[]).includes(name) || !windows) throw new Error(`WRITE_LIMITS: unknown entry '${entry}'`);
    limits[name as WriteClass] = windows.split(',').map((w) => {
      const m = /^(\d+)\/(\d+)([smhd])$/.exec(w.trim());
      if (!m || Number(m[2]) === 0) throw new Error(`WRITE_LIMITS: '${w}' is not max/window like 30/10s`);
      return { max: Number(m[1]), windowMs: Number(m[2]) * UNIT_MS[m[3]] };
    });
  }
  return limits;
}

export interface PayoutConfig {
  /** Africa's Talking: Airtime (and Internet_Data when `dataProduct` is set). */
  africasTalking: { username: string; apiKey: string; apiUrl: string; dataUrl: string; dataProduct: string | null } | null;
  /** MTN MoMo disbursement: Cash. */
  momo: {
    baseUrl: string;
    subscriptionKey: string;
    apiUser: string;
    apiKey: string;
    targetEnvironment: string;
    currency: string | null;
  } | null;
  /** Local currency per point, by currency ('UGX=1,KES=0.035'); a claim's currency follows its phone's country code. */
  rates: Record<string, number>;
  /** Megabytes of data per point (Internet_Data claims). */
  dataMbPerPoint: number;
  /** First wait before asking a provider for a payout's status; doubled each time, at most an hour. */
  pollMs: number;
}

type Env = Record<string, string | undefined>;

const str = (v: string | undefined): string | null => (v && v.trim() ? v.trim() : null);
const int = (v: string | undefined, fallback: number): number => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

/** An unset JWT_SECRET is generated once and kept in DATA_DIR so tokens survive restarts. */
function jwtSecretFor(dataDir: string, given: string | null): string {
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function payoutConfig(env: Env): PayoutConfig {
  const [atUser, atKey] = [str(env.AT_USERNAME), str(env.AT_API_KEY)];
  const momo = [str(env.MOMO_SUBSCRIPTION_KEY), str(env.MOMO_API_USER), str(env.MOMO_API_KEY)] as const;
  const rates: Record<string, number> = {};
  for (const pair of (str(env.PAYOUT_RATES) ?? 'UGX=1,KES=0.035,TZS=0.7,RWF=0.35,BIF=0.75').split(',')) {
    const [currency, value] = pair.split('=').map((x) => x.trim());
    if (/^[A-Z]{3}$/.test(currency ?? '') && Number(value) > 0) rates[currency] = Number(value);
  }
  return {
    africasTalking:
      atUser && atKey
        ? {
            username: atUser,
            apiKey: atKey,
            apiUrl: (str(env.AT_API_URL) ?? 'https://api.africastalking.com').replace(/\/+$/, ''),
            dataUrl: (str(env.AT_DATA_URL) ?? 'https://bundles.africastalking.com').replace(/\/+$/, ''),
            dataProduct: str(env.AT_DATA_PRODUCT),
          }
        : null,
    momo:
      momo[0] && momo[1] && momo[2]
        ? {
            baseUrl: (str(env.MOMO_BASE_URL) ?? 'https://sandbox.momodeveloper.mtn.com').replace(/\/+$/, ''),
            subscriptionKey: momo[0],
            apiUser: momo[1],
            apiKey: momo[2],
            targetEnvironment: str(env.MOMO_TARGET_ENVIRONMENT) ?? 'sandbox',
            currency: str(env.MOMO_CURRENCY),
          }
        : null,
    rates,
    dataMbPerPoint: Number(str(env.PAYOUT_DATA_MB_PER_POINT) ?? 0.5) || 0.5,
    pollMs: Math.max(100, int(env.PAYOUT_POLL_MS, 15_000)),
  };
}

function smsConfig(env: Env, dataDir: string): SmsConfig {
  const [atUser, atKey] = [str(env.AT_USERNAME), str(env.AT_API_KEY)];
  return {
    africasTalking:
      atUser && atKey
        ? {
            username: atUser,
            apiKey: atKey,
            url: (str(env.AT_SMS_URL) ?? str(env.AT_API_URL) ?? 'https://api.africastalking.com').replace(/\/+$/, ''),
            from: str(env.AT_SMS_FROM),
          }
        : null,
    dir: path.join(dataDir, 'sms'),
    dailyBudget: Math.max(0, int(env.SMS_DAILY_BUDGET, 1000)),
    inboundSecret: str(env.SMS_INBOUND_SECRET),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(process.cwd(), str(env.DATA_DIR) ?? './data');
  const publicUrl = (str(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const trust = str(env.TRUST_PROXY);
  return {
    port,
    dataDir,
    databaseUrl: str(env.DATABASE_URL),
    databasePoolMax: Math.max(1, int(env.DATABASE_POOL_MAX, 10)),
    publicUrl,
    jwtSecret: jwtSecretFor(dataDir, str(env.JWT_SECRET)),
    tokenTtl: str(env.TOKEN_TTL) ?? '7d',
    bcryptCost: int(env.BCRYPT_COST, 12),
    s3: {
      bucket: str(env.S3_BUCKET),
      endpoint: str(env.S3_ENDPOINT),
      region: str(env.S3_REGION) ?? 'us-east-1',
      accessKeyId: str(env.S3_ACCESS_KEY_ID),
      secretAccessKey: str(env.S3_SECRET_ACCESS_KEY),
      publicUrl: str(env.S3_PUBLIC_URL)?.replace(/\/+$/, '') ?? null,
    },
    smtpUrl: str(env.SMTP_URL),
    mailFrom: str(env.MAIL_FROM) ?? 'Delv <no-reply@delv.africa>',
    supportEmail: str(env.SUPPORT_EMAIL) ?? 'hello@delv.africa',
    googleClientId: str(env.GOOGLE_CLIENT_ID),
    googleCertsUrl: str(env.GOOGLE_CERTS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    ai: { apiUrl: str(env.AI_API_URL), apiKey: str(env.AI_API_KEY), model: str(env.AI_MODEL) ?? 'gpt-4o-mini' },
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    clientDist: str(env.CLIENT_DIST) ? path.resolve(process.cwd(), env.CLIENT_DIST!.trim()) : path.resolve(serverRoot, '../client/dist'),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 15 * 60 * 1000),
      login: int(env.RATE_LIMIT_LOGIN_MAX, 20),
      sensitive: int(env.RATE_LIMIT_MAX, 30),
    },
    writeLimits: writeLimitsOf(str(env.WRITE_LIMITS)),
    liveMaxStreams: Math.max(1, int(env.LIVE_MAX_STREAMS, 5)),
    moderationAutohideReporters: Math.max(1, int(env.MODERATION_AUTOHIDE_REPORTERS, 3)),
    trustProxy: trust === null ? false : /^\d+$/.test(trust) ? Number(trust) : trust === 'true',
    webConcurrency: Math.max(1, int(env.WEB_CONCURRENCY, 1)),
    feedCacheMs: int(env.FEED_CACHE_MS, 1000),
    eventsKeepHours: Math.max(1, int(env.EVENTS_KEEP_HOURS, 72)),
    liveHeartbeatMs: Math.max(1000, int(env.LIVE_HEARTBEAT_MS, 25_000)),
    liveFlushMs: Math.min(1000, Math.max(0, int(env.LIVE_FLUSH_MS, 50))),
    jobConcurrency: Math.max(0, int(env.JOB_CONCURRENCY, 4)),
    insightsBackfillDays: Math.min(3650, Math.max(0, int(env.INSIGHTS_BACKFILL_DAYS, 90))),
    payouts: payoutConfig(env),
    sms: smsConfig(env, dataDir),
    claimRisk: {
      capAccountMonth: Math.max(0, int(env.CLAIM_CAP_ACCOUNT_MONTH, 10_000)),
      capPhoneMonth: Math.max(0, int(env.CLAIM_CAP_PHONE_MONTH, 10_000)),
      secondReviewPoints: Math.max(0, int(env.CLAIM_SECOND_REVIEW_POINTS, 5_000)),
    },
  };
}
