import { SYSTEM_ROLES, type SystemRole } from '@delv/shared';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { grantRole, revokeRole } from './modules/users/users.service';

/** npm run admin -- grant <email> [admin|claimReviewer]  |  revoke <email> [role] (no role: all). */
const [command, email, role] = process.argv.slice(2);
const usage = 'usage: npm run admin -- grant <email> [admin|claimReviewer]\n       npm run admin -- revoke <email> [admin|claimReviewer]';

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
