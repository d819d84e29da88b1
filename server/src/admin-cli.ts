import { SYSTEM_ROLES, type SystemRole } from '@delv/shared';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runDigest } from './modules/notifications';
import { grantRole, revokeRole } from './modules/users';

/** npm run admin -- grant <email> [admin|claimReviewer|moderator]  |  revoke <email> [role] (no role: all). */
const [command, email, role] = process.argv.slice(2);
const usage =
  'usage: npm run admin -- grant <email> [admin|claimReviewer|moderator]\n       npm run admin -- revoke <email> [admin|claimReviewer|moderator]';

// npm run admin -- digests daily|weekly [--now <iso>]: queues that digest as if the clock said `now`
// (a browser test moves the clock); a running server's worker sends the mails, each once.
if (command === 'digests') {
  const period = process.argv[3];
  const nowAt = process.argv.indexOf('--now');
  const now = nowAt > 0 ? new Date(process.argv[nowAt + 1] ?? '') : new Date();
  if ((period !== 'daily' && period !== 'weekly') || Number.isNaN(now.getTime())) {
    console.error('usage: npm run admin -- digests daily|weekly [--now <ISO date>]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(`queued ${await runDigest({ db: database.db, config }, period, now)} ${period} digests`);
  } finally {
    await database.close();
  }
  process.exit(0);
}

if ((command !== 'grant' && command !== 'revoke') || !email || (role && !SYSTEM_ROLES.includes(role as SystemRole))) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const found = command === 'grant' ? await grantRole(database.db, email, role ?? 'admin') : await revokeRole(database.db, email, role);
  if (!found) {
    console.error(`no account with e-mail ${email}`);
    process.exitCode = 1;
  } else {
    console.log(
      `${command === 'grant' ? 'granted' : 'revoked'} ${role ?? (command === 'grant' ? 'admin' : 'all roles')} ${command === 'grant' ? 'to' : 'from'} ${email}`,
    );
  }
} finally {
  await database.close();
}
