import type { Server } from 'node:http';
import type { Express } from 'express';
import { log } from '../lib/log';

/** Listens on `port`, or says why it cannot and exits 1 (a deaf process must not keep running). */
export function listenOrExit(app: Express, port: number): Promise<Server> {
  return new Promise((resolve) => {
    // Express 5 hands a listen error (a taken port) to this callback instead of throwing it.
    const server: Server = app.listen(port, (err?: Error) => {
      if (err) {
        log.fatal({ err }, `cannot listen on port ${port}`);
        process.exit(1);
      }
      resolve(server);
    });
  });
}
