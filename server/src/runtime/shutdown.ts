import type { Server } from 'node:http';
import { log } from '../lib/log';

/** How long in-flight requests may take to finish once the process is asked to stop. */
const DRAIN_MS = 10_000;

/**
 * Runs `stop` once, on the first SIGTERM or SIGINT or when the returned function is called (for a
 * reason of the process's own), then exits: 0 after a signal, `exitCode` otherwise. `announce`
 * logs the reason (the first process of a cluster speaks for all of them).
 */
export function onShutdown(stop: () => Promise<void>, { announce = true } = {}) {
  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    if (announce) log.info(`${reason}: shutting down`);
    try {
      await stop();
    } catch (err) {
      log.error({ err }, 'shutting down failed');
      exitCode ||= 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}

/** Stops accepting connections and lets in-flight requests finish (cut after DRAIN_MS). */
export async function closeHttpServer(server: Server): Promise<void> {
  const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
