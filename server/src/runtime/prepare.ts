import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { log } from '../lib/log';
import { createStorage, type Storage } from '../lib/storage';
import { isEmpty, seed } from '../seed/seed';

/** What the start needs of an area (its manifest, platform/area.ts). */
export interface AreaPreparation {
  prepare?(deps: { db: Db; config: Config; storage: Storage }): Promise<void>;
}

/** Once per start, before any request: migrations, the first-start demo data, then each area's preparation (ADMIN_EMAILS...). */
export async function prepareDatabase(database: Database, config: Config, areas: readonly AreaPreparation[]): Promise<void> {
  await database.migrate();
  const storage = createStorage(config);
  // The embedded default is for laptops and demos: give it data on its first start.
  if (!config.databaseUrl && (await isEmpty(database.db))) {
    const result = await seed(database.db, { bcryptCost: config.bcryptCost, storage });
    log.info(`first start: loaded demo data (${result.usersCreated} users); password Delv2026!`);
  }
  for (const area of areas) await area.prepare?.({ db: database.db, config, storage });
}
