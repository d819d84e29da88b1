import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../../../lib/log';
import type { SmsProvider } from './types';

/**
 * With no SMS provider configured (a laptop, a demo), each SMS is written to DATA_DIR/sms as a
 * text file named by its time, as mail goes to .eml files; the log names the file, never
 * its text (a code).
 */
export function filesSms(dir: string): SmsProvider {
  let counter = 0;
  return {
    name: 'files',
    async send(to, message) {
      await mkdir(dir, { recursive: true });
      return Promise.all(
        to.map(async (phone) => {
          const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}`;
          const file = path.join(dir, `${id}.txt`);
          await writeFile(file, `To: ${phone}\n\n${message}\n`, 'utf8');
          log.info({ file: path.basename(file) }, 'SMS written to a file (no SMS provider configured)');
          return { phone, status: 'sent' as const, messageId: id };
        }),
      );
    },
  };
}
