import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { SYSTEM_ROLES } from '@delv/shared';
import { createApp, liveHubOf } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { isEmpty, seed } from './db/seed';
import { startEvents } from './events/start';
import { startJobs } from './jobs/start';
import { mailerFromConfig } from './lib/mail';
import { createPasswords } from './lib/passwords';
import { createStorage } from './lib/storage';
import { grantRole } from './modules/users/users.service';

/*
 * One process by default. With WEB_CONCURRENCY=N (and PostgreSQL) the first process migrates the
 * database and starts N API processes that share the port (node:cluster), so a server with N cores
 * answers with all of them. Nothing a request needs lives only in one process: each reads the
 * domain events of all (events/), runs a job worker (jobs/) and rebuilds its caches from the database.
 */
const config = loadConfig();
const processes = config.databaseUrl ? config.webConcurrency : 1;
if (config.webConcurrency > 1 && !config.databaseUrl) console.warn('WEB_CONCURRENCY needs DATABASE_URL (the embedded database is one process): running one process');

if (cluster.isPrimary) {
  const database = await openDatabase(config);
  await prepare(database);
  if (processes > 1) {
    supervise(database, processes);
  } else {
    await serve(database);
  }
} else {
  await serve(await openDatabase(config));
}

/** Migrations, the first-start demo data and ADMIN_EMAILS: once, before any request. */
async function prepare(database: Database) {
  await database.migrate();
  // The embedded default is for laptops and demos: give it data on its first start.
  if (!config.databaseUrl && (await isEmpty(database.db))) {
    const result = await seed(database.db, { bcryptCost: config.bcryptCost, storage: createStorage(config) });
    console.log(`first start: loaded demo data (${result.usersCreated} users); password Delv2026!`);
  }
  for (const email of config.adminEmails) {
    let found = false;
    for (const role of SYSTEM_ROLES) found = (await grantRole(database.db, email, role)) || found;
    if (!found) console.warn(`ADMIN_EMAILS: no account for ${email} yet; restart after it signs up`);
  }
}

/** The primary of a cluster: starts the API processes, replaces one that dies, stops them all on a signal. */
function supervise(database: Database, count: number) {
  let stopping = false;
  // A process counts as started once it listens (it first opens its events, job worker and database).
  const listening = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that dies while starting (a taken port, a bad setting) would die again: stop instead of looping.
    if (!listening.has(worker.id)) {
      console.error(`API process ${worker.process.pid} ended while starting (${signal ?? code}); stopping`);
      void shutdown('start failure', 1);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  console.log(`Delv: ${count} API processes on port ${config.port}`);
  async function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is NonNullable<typeof w> => w !== undefined && !w.isDead());
    await Promise.all(workers.map((w) => new Promise((resolve) => { w.once('exit', resolve); w.process.kill('SIGTERM'); })));
    await database.close();
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** An API process: the app on PORT (shared with its siblings in a cluster), its events and its job worker. */
async function serve(database: Database) {
  const mailer = mailerFromConfig(config);
  const storage = createStorage(config);
  const events = await startEvents(database);
  const app = createApp({ config, db: database.db, storage, mailer, passwords: createPasswords(config.bcryptCost), events });
  const jobs = config.jobConcurrency > 0 ? await startJobs(database, { config, mailer, storage }) : null;

  // Express 5 hands a listen error (a taken port) to this callback instead of throwing it.
  const server: Server = app.listen(config.port, (err?: Error) => {
    if (err) {
      console.error(`cannot listen on port ${config.port}: ${err.message}`);
      process.exit(1);
    }
    if (!cluster.isPrimary) return;
    console.log(
      `Delv listening on http://localhost:${config.port} (database: ${database.kind}, storage: ${config.s3.bucket ? 's3' : 'local'}, mail: ${config.smtpUrl ? 'smtp' : 'files'})`,
    );
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`${signal}: shutting down`);
    // Stop accepting, end live streams (clients reconnect elsewhere), let in-flight requests finish
    // (10 s at most), let running jobs finish (others wait in the database), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    liveHubOf(app).closeAll();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs?.stop();
    await events.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
