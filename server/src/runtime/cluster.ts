import cluster from 'node:cluster';

/** An API process that ends sooner than this after its start (a taken port, a bad setting) would end again. */
const START_GRACE_MS = 5_000;

/**
 * The first process of a cluster: starts `count` API processes (they share the port through
 * node:cluster), replaces one that dies, and calls `onStartFailure` instead of looping when one
 * dies while starting. stop() ends them all (SIGTERM: each drains its requests) and waits.
 */
export function superviseApiProcesses(count: number, { onStartFailure }: { onStartFailure: () => void }) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    if (ranMs < START_GRACE_MS) {
      console.error(`API process ${worker.process.pid} ended while starting (${signal ?? code}); stopping`);
      onStartFailure();
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });

  return {
    async stop(): Promise<void> {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is NonNullable<typeof w> => w !== undefined && !w.isDead());
      await Promise.all(running.map((w) => new Promise((resolve) => { w.once('exit', resolve); w.process.kill('SIGTERM'); })));
    },
  };
}
