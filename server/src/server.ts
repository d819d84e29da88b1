import cluster from 'node:cluster';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { ChangeTracker } from './lib/changes';
import { mailerFromConfig } from './lib/mail';
import { createPasswords } from './lib/passwords';
import { createStorage } from './lib/storage';
import { createReminderJob } from './modules/sessions/reminders';
import { settleNotices } from './modules/sessions/sessions.routes';
import { superviseApiProcesses } from './runtime/cluster';
import { listenOrExit } from './runtime/listen';
import { prepareDatabase } from './runtime/prepare';
import { closeHttpServer, onShutdown } from './runtime/shutdown';

/*
 * The process (`npm start` runs the bundle of this file, dist/server.js). One process by default.
 * With WEB_CONCURRENCY=N (and PostgreSQL) the first process prepares the database, runs the
 * deployment's services and starts N API processes that share the port (node:cluster), so a
 * server with N cores answers with all of them. Nothing a request needs lives only in one process.
 */
const config = loadConfig();
const apiProcesses = config.databaseUrl ? config.webConcurrency : 1;
if (config.webConcurrency > 1 && !config.databaseUrl) console.warn('WEB_CONCURRENCY needs DATABASE_URL (the embedded database is one process): running one process');

if (cluster.isPrimary) {
  const database = await openDatabase(config);
  await prepareDatabase(database, config);
  const deployment = startDeploymentServices(database);
  if (apiProcesses > 1) {
    const shutdown = onShutdown(async () => {
      deployment.stop();
      await workers.stop();
      await database.close();
    });
    const workers = superviseApiProcesses(apiProcesses, { onStartFailure: () => void shutdown('start failure', 1) });
    console.log(`Delv: ${apiProcesses} API processes on port ${config.port}`);
  } else {
    await runApiProcess(database, deployment);
  }
} else {
  await runApiProcess(await openDatabase(config));
}

// ---- The process's services: started here and nowhere else. ----

interface Service {
  stop(): void;
}

/** Once per deployment, in the first process: session reminders one hour before the start. */
function startDeploymentServices(database: Database): Service {
  const reminders = createReminderJob({ db: database.db, mailer: mailerFromConfig(config), publicUrl: config.publicUrl }, { intervalMs: config.reminderIntervalMs });
  if (config.reminderIntervalMs > 0) reminders.start();
  return { stop: () => reminders.stop() };
}

/** In every API process, beside its HTTP server: what tells its in-memory caches that data changed. */
function startApiServices(database: Database) {
  // Per-user answers are kept in memory only along with the feed's window (both are caches).
  const changes = config.feedCacheMs > 0 ? new ChangeTracker() : undefined;
  void changes?.listen(database.listen);
  return { changes };
}

/** An API process: the app on PORT (shared with its siblings in a cluster); a signal drains it. */
async function runApiProcess(database: Database, deployment?: Service) {
  const { changes } = startApiServices(database);
  const app = createApp({
    config,
    db: database.db,
    storage: createStorage(config),
    mailer: mailerFromConfig(config),
    passwords: createPasswords(config.bcryptCost),
    changes,
  });
  const server = await listenOrExit(app, config.port);
  if (cluster.isPrimary) {
    console.log(
      `Delv listening on http://localhost:${config.port} (database: ${database.kind}, storage: ${config.s3.bucket ? 's3' : 'local'}, mail: ${config.smtpUrl ? 'smtp' : 'files'})`,
    );
  }
  onShutdown(
    async () => {
      deployment?.stop();
      await closeHttpServer(server);
      // Edit/cancel notices already promised to attendees go out before the process ends.
      await settleNotices();
      await database.close();
    },
    { announce: cluster.isPrimary },
  );
}
