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

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();

// The embedded default is for laptops and demos: give it data on its first start.
if (!config.databaseUrl && (await isEmpty(database.db))) {
  const result = await seed(database.db, { bcryptCost: config.bcryptCost });
  console.log(`first start: loaded demo data (${result.usersCreated} users); password Delv2026!`);
}

for (const email of config.adminEmails) {
  let found = false;
  for (const role of SYSTEM_ROLES) found = (await grantRole(database.db, email, role)) || found;
  if (!found) console.warn(`ADMIN_EMAILS: no account for ${email} yet; restart after it signs up`);
}

const app = createApp({
  config,
  db: database.db,
  storage: createStorage(config),
  mailer: mailerFromConfig(config),
  passwords: createPasswords(config.bcryptCost),
});

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
  // Stop accepting, let in-flight requests finish (10 s at most), then close the database.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
