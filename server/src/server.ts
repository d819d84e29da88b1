import cluster from 'node:cluster';
import { createApp, liveHubOf } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { startEvents } from './events/start';
import { startJobs } from './jobs/start';
import { mailerFromConfig } from './lib/mail';
import { createPasswords } from './lib/passwords';
import { createStorage } from './lib/storage';
import { superviseApiProcesses } from './runtime/cluster';
import { listenOrExit } from './runtime/listen';
import { prepareDatabase } from './runtime/prepare';
import { closeHttpServer, onShutdown } from './runtime/shutdown';
import { areas } from './areas';
import { log } from './lib/log';

/*
 * The process (`npm start` runs the bundle of this file, dist/server.js). One process by default.
 * With WEB_CONCURRENCY=N (and PostgreSQL) the first process prepares the database and starts N API
 * processes that share the port (node:cluster), so a server with N cores answers with all of them.
 * Nothing a request needs lives only in one process: each reads the domain events of all (events/),
 * runs a job worker (jobs/) and rebuilds its caches from the database.
 */
const config = loadConfig();
const apiProcesses = config.databaseUrl ? config.webConcurrency : 1;
if (config.webConcurrency > 1 && !config.databaseUrl)
  log.warn('WEB_CONCURRENCY needs DATABASE_URL (the embedded database is one process): running one process');

if (cluster.isPrimary) {
  const database = await openDatabase(config);
  await prepareDatabase(database, config, areas);
  if (apiProcesses > 1) {
    const shutdown = onShutdown(async () => {
      await workers.stop();
      await database.close();
    });
    const workers = superviseApiProcesses(apiProcesses, { onStartFailure: () => void shutdown('start failure', 1) });
    log.info(`Delv: ${apiProcesses} API processes on port ${config.port}`);
  } else {
    await runApiProcess(database);
  }
} else {
  await runApiProcess(await openDatabase(config));
}

// ---- The process's services: started here and nowhere else. ----

/** In every API process, beside its HTTP server: the domain events of all processes and a job worker. */
async function startApiServices(database: Database) {
  const mailer = mailerFromConfig(config);
  const storage = createStorage(config);
  const events = await startEvents(database);
  const jobs = config.jobConcurrency > 0 ? await startJobs(database, { config, mailer, storage }, areas) : null;
  return { mailer, storage, events, jobs };
}

/** An API process: the app on PORT (shared with its siblings in a cluster); a signal drains it. */
async function runApiProcess(database: Database) {
  const { mailer, storage, events, jobs } = await startApiServices(database);
  const app = createApp({ config, db: database.db, storage, mailer, passwords: createPasswords(config.bcryptCost), events });
  const server = await listenOrExit(app, config.port);
  if (cluster.isPrimary) {
    log.info(
      `Delv listening on http://localhost:${config.port} (database: ${database.kind}, storage: ${config.s3.bucket ? 's3' : 'local'}, mail: ${config.smtpUrl ? 'smtp' : 'files'})`,
    );
  }
  onShutdown(
    async () => {
      // End live streams (clients reconnect elsewhere), let in-flight requests and running jobs
      // finish (waiting jobs stay in the database), then close the database.
      liveHubOf(app).closeAll();
      await closeHttpServer(server);
      await jobs?.stop();
      await events.stop();
      // What this process was handed (events becoming notice jobs) is queued before the database goes.
      for (const area of areas) await area.drain?.();
      await database.close();
    },
    { announce: cluster.isPrimary },
  );
}
