import { SYSTEM_ROLES } from '@delv/shared';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isEmpty, seed } from '../db/seed';
import { createStorage } from '../lib/storage';
import { grantRole } from '../modules/users/users.service';
import { log } from '../lib/log';
import { placeMisplacedFiles } from '../modules/content/content.service';

/** Once per start, before any request: migrations, the first-start demo data and ADMIN_EMAILS. */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
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
    if (!found) log.warn(`ADMIN_EMAILS: no account for ${email} yet; restart after it signs up`);
  }
}
