import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { backfillImageVariants } from './lib/images';
import { createStorage } from './lib/storage';
// The list of areas: each declares where its images live (installed as it loads).
import './areas';

/** `npm run images`: makes the WebP variants of every stored image that has none yet (images
 * stored before the image pipeline, or whose job was lost in a restart). Safe to run again. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const counts = await backfillImageVariants({ db: database.db, storage: createStorage(config) }, (done) => {
    if (done % 50 === 0) console.log(`${done} images...`);
  });
  console.log(
    `image variants in ${Date.now() - started} ms: ${counts.made} made, ${counts.failed} unreadable (served as stored), ${counts.gone} replaced meanwhile`,
  );
} finally {
  await database.close();
}
