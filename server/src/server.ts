import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { SYSTEM_ROLES } from '@delv/shared';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { ChangeTracker } from './lib/changes';
import { log } from './lib/log';
import { isEmpty, seed } from './db/seed';
import { mailerFromConfig } from './lib/mail';
import { createPasswords } from './lib/passwords';
import { createStorage } from './lib/storage';
import { placeMisplacedFiles } from './modules/content/content.service';
import { grantRole } from './modules/users/users.service';
import { createReminderJob } from './modules/sessions/reminders';
import { settleNotices } from './modules/sessions/sessions.routes';

/*
 * One process by default. With WEB_CONCURRENCY=N (and PostgreSQL) the first process migrates the
 * database, runs the reminder job and starts N API processes that share the port (node:cluster),
 * so a server with N cores answers with all of them. Nothing a request needs lives only in one
 * process: the feed's in-memory window is rebuilt by each from the database.
 */
const config = loadConfig();
const processes = config.databaseUrl ? config.webConcurrency : 1;
if (config.webConcurrency > 1 && !config.databaseUrl) log.warn('WEB_CONCURRENCY needs DATABASE_URL (the embedded database is one process): running one process');

if (cluster.isPrimary) {
  const database = await openDatabase(config);
  await prepare(database);
  if (processes > 1) {
    supervise(database, processes);
  } else {
    serve(database);
  }
} else {
  serve(await openDatabase(config));
}

/** Migrations, the first-start demo data and ADMIN_EMAILS: once, before any request. */
async function prepare(database: Database) {
  await database.migrate();
  // The embedded default is for laptops and demos: give it data on its first start.
  if (!config.databaseUrl && (await isEmpty(database.db))) {
    const result = await seed(database.db, { bcryptCost: config.bcryptCost, storage: createStorage(config) });
    log.info(`first start: loaded demo data (${result.usersCreated} users); password Delv2026!`);
  }
  // Private items stored before private/ existed: their files leave the public addresses now.
  const moved = await placeMisplacedFiles({ db: database.db, storage: createStorage(config) });
  if (moved) log.info(`moved the files of ${moved} content items to match their visibility`);
  for (const email of config.adminEmails) {
    let found = false;
    for (const role of SYSTEM_ROLES) found = (await grantRole(database.db, email, role)) || found;
    if (!found) log.warn(`ADMIN_EMAILS: entry ${config.adminEmails.indexOf(email) + 1} has no account yet; restart after it signs up`);
  }
}

/** Session reminders one hour before the start; state is in the database, so restarts are safe. */
function startReminders(database: Database) {
  const reminders = createReminderJob({ db: database.db, mailer: mailerFromConfig(config), publicUrl: config.publicUrl }, { intervalMs: config.reminderIntervalMs });
  if (config.reminderIntervalMs > 0) reminders.start();
  return reminders;
}

/** The primary of a cluster: starts the API processes, replaces one that dies, stops them all on a signal. */
function supervise(database: Database, count: number) {
  const reminders = startReminders(database);
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that dies while starting (a taken port, a bad setting) would die again: stop instead of looping.
    if (Date.now() - (startedAt.get(worker.id) ?? 0) < 5_000) {
      log.error(`API process ${worker.process.pid} ended while starting (${signal ?? code}); stopping`);
      void shutdown('start failure', 1);
      return;
    }
    log.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  log.info(`Delv: ${count} API processes on port ${config.port}`);
  async function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    reminders.stop();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is NonNullable<typeof w> => w !== undefined && !w.isDead());
    await Promise.all(workers.map((w) => new Promise((resolve) => { w.once('exit', resolve); w.process.kill('SIGTERM'); })));
    await database.close();
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** An API process: the app on PORT (shared with its siblings in a cluster). */
function serve(database: Database) {
  const mailer = mailerFromConfig(config);
  // Per-user answers are kept in memory only along with the feed's window (both are caches).
  const changes = config.feedCacheMs > 0 ? new ChangeTracker() : undefined;
  void changes?.listen(database.listen);
  const app = createApp({
    config,
    db: database.db,
    storage: createStorage(config),
    mailer,
    passwords: createPasswords(config.bcryptCost),
    changes,
  });
  const reminders = cluster.isPrimary ? startReminders(database) : null;

  // Express 5 hands a listen error (a taken port) to this callback instead of throwing it.
  const server: Server = app.listen(config.port, (err?: Error) => {
    if (err) {
      log.fatal(`cannot listen on port ${config.port}: ${err.message}`);
      process.exit(1);
    }
    if (!cluster.isPrimary) return;
    log.info(
      `Delv listening on http://localhost:${config.port} (database: ${database.kind}, storage: ${config.s3.bucket ? 's3' : 'local'}, mail: ${config.smtpUrl ? 'smtp' : 'files'})`,
    );
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) log.info(`${signal}: shutting down`);
    reminders?.stop();
    // Stop accepting, let in-flight requests finish (10 s at most), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Edit/cancel notices already promised to attendees go out before the process ends.
    await settleNotices();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
