import type { Server } from 'node:http';
import { SYSTEM_ROLES } from '@delv/shared';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seed } from './db/seed';
import { mailerFromConfig } from './lib/mail';
import { createPasswords } from './lib/passwords';
import { createStorage } from './lib/storage';
import { grantRole } from './modules/users/users.service';
import { createReminderJob } from './modules/sessions/reminders';
import { settleNotices } from './modules/sessions/sessions.routes';

const config = loadConfig();
const database = await openDatabase(config);
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

const mailer = mailerFromConfig(config);
const app = createApp({
  config,
  db: database.db,
  storage: createStorage(config),
  mailer,
  passwords: createPasswords(config.bcryptCost),
});

// Session reminders one hour before the start; state is in the database, so restarts are safe.
const reminders = createReminderJob({ db: database.db, mailer, publicUrl: config.publicUrl }, { intervalMs: config.reminderIntervalMs });
if (config.reminderIntervalMs > 0) reminders.start();

const server: Server = app.listen(config.port, () => {
  console.log(
    `Delv listening on http://localhost:${config.port} (database: ${database.kind}, storage: ${config.s3.bucket ? 's3' : 'local'}, mail: ${config.smtpUrl ? 'smtp' : 'files'})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  reminders.stop();
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
