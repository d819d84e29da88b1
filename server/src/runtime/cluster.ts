import cluster from 'node:cluster';
import { log } from '../lib/log';

/**
 * The first process of a cluster: starts `count` API processes (they share the port through
 * node:cluster), replaces one that dies, and calls `onStartFailure` instead of looping when one
 * dies before it listens (a taken port, a bad setting: it would die again). stop() ends them all (SIGTERM: each drains its requests) and waits.
 */
export function superviseApiProcesses(count: number, { onStartFailure }: { onStartFailure: () => void }) {
  let stopping = false;
  // A process counts as started once it listens: it first opens its database, events and job
  // worker, which can take longer than any fixed grace time on a busy machine.
  const listening = new Set<number>();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    log.info(`API process ${worker.process.pid} listening`);
  });
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) return;
    if (!started) {
      log.error(`API process ${worker.process.pid} ended while starting (${signal ?? code}); stopping`);
      onStartFailure();
      return;
    }
    log.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });

  return {
    async stop(): Promise<void> {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is NonNullable<typeof w> => w !== undefined && !w.isDead());
      await Promise.all(
        running.map(
          (w) =>
            new Promise((resolve) => {
              w.once('exit', resolve);
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
