/**
 * What the platform needs of an area: its manifest, exported once by `modules/<area>/index.ts` and
 * listed once in `areas.ts`. The app mounts the routers, the event machinery registers the
 * in-transaction reactions, the job runner takes the jobs and schedules, all by walking that one
 * list; nothing else names an area (modules/README.md).
 */
import type { RequestHandler, Router } from 'express';
import type { DomainEvent, DomainEventType, JoinTarget, SocialKind } from '@delv/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type * as schema from '../db/schema';
import type { AppDeps, RouteKit } from '../deps';
import type { JobDeps } from '../jobs/handlers';
import type { JobHandlers } from '../jobs/queue';
import type { ImageSlot } from '../lib/images';
import type { Storage } from '../lib/storage';
import type { JoinTargetHandler } from './joinTargets';
import type { Target } from './targets';

/** The name of a table (or view) of db/schema: everything it exports at run time is one. */
export type TableName = keyof typeof schema;

/** A policy: named rules, each a plain function of (actor, thing...) -> allowed (policies/actor.ts). */
export type Policy = Record<string, (...args: never[]) => boolean>;

/** Work done in the transaction of an event, before it commits (events/publish.ts beforeCommit). */
export type BeforeCommit = { [T in DomainEventType]?: (tx: Db, event: DomainEvent<T>) => Promise<void> };

export interface Area<Started = unknown> {
  /** Its folder's name. */
  name: string;
  /** The areas whose public service (their index.ts) this one calls: lower areas only (lint checks the imports). */
  uses: readonly string[];
  /** The tables it owns: only it imports them from db/schema. */
  tables: readonly TableName[];
  /** Of its tables, the read models any area may read (a person's card). */
  readModels?: readonly TableName[];
  /** Other areas' tables it reads in its own SQL, each with its reason in a comment beside it. */
  borrows?: readonly TableName[];
  /** Who may do what with its things; its services ask it (policies/actor.ts authorize). */
  policy: Policy;
  /** The domain events its services publish (the catalogue is shared/src/events.ts). */
  publishes: readonly DomainEventType[];
  /** Its own data's part of another area's change, in that change's transaction (an account deleted). */
  beforeCommit?: BeforeCommit;
  /** This process's part, made once per app before the routers: event subscriptions, caches. */
  start?(deps: AppDeps): Started;
  /** Middleware for every API request, mounted under /api before every router (insights notes who is active). */
  apiMiddleware?(deps: AppDeps): RequestHandler;
  /** Its API routes, mounted under /api in the list's order; handed what start() made. */
  router?(deps: AppDeps, kit: RouteKit, started: Started): Router;
  /** Routes outside /api (robots.txt, the sitemap), after the files and before the client. */
  siteRouter?(deps: AppDeps): Router;
  /** The job kinds it handles (jobs/queue.ts). */
  jobs?(deps: JobDeps): JobHandlers;
  /** Enqueues its recurring jobs' next runs; every process asks at start, the jobs' keys keep one. */
  schedules?(db: Db, now?: Date): Promise<void>;
  /** Its things that can be commented on, rated, liked and shared, by kind (platform/targets.ts). */
  targets?: Partial<Record<SocialKind, Target>>;
  /** Its things that can be joined by request, by kind (platform/joinTargets.ts). */
  joinTargets?: Partial<Record<JoinTarget, JoinTargetHandler>>;
  /** Where its images are stored, by slot name (lib/images.ts). */
  images?: Record<string, ImageSlot>;
  /** Once per start, before any request (runtime/prepare.ts). */
  prepare?(deps: { db: Db; config: Config; storage: Storage }): Promise<void>;
  /** Resolves once work this process was handed is safely queued (before a shutdown). */
  drain?(): Promise<void>;
}

/** An area's manifest (typed where it is written; listed as Area in areas.ts). */
export function defineArea<Started = undefined>(area: Area<Started>): Area<Started> {
  return area;
}

/** An area in the list, whatever its start() makes (app.ts hands that to the same area's router). */
export type AnyArea = Area<any>;
