import { loadConfig } from '../config';
import { createStorage } from '../lib/storage';
import { openDatabase } from '../db/client';
import { seed } from './seed';

/** `npm run seed`: migrate, then load the demo data (safe to run again). */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const result = await seed(database.db, { bcryptCost: config.bcryptCost, storage: createStorage(config) });
  console.log(
    `seeded in ${Date.now() - started} ms: ${result.usersCreated} users, ${result.institutionsCreated} institutions, ` +
      `${result.disciplinesCreated} disciplines (existing rows kept). Demo password: Delv2026!`,
  );
} finally {
  await database.close();
}
