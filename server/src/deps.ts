import type { RequestHandler } from 'express';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events/bus';
import type { Mailer } from './lib/mail';
import type { Passwords } from './lib/passwords';
import type { Storage } from './lib/storage';

/** Everything a request needs; built once by server.ts (or by a test) and handed to createApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  passwords: Passwords;
  /** This process's subscription to the domain events (events/bus.ts): caches and the live channel subscribe here. */
  events: EventBus;
}

/** Shared middleware instances handed to every module's router. */
export interface RouteKit {
  authenticate: RequestHandler;
  optionalAuth: RequestHandler;
  /** Login: per IP + e-mail, and a wider per-IP cap. */
  loginLimit: RequestHandler[];
  /** Sign-up, password reset and change: per IP. */
  sensitiveLimit: RequestHandler;
}
