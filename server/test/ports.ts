import net from 'node:net';

/**
 * A free port for a server a test spawns, from a range of its own. Asking the OS (listen on 0,
 * close, hand the number on) is racy across test files running at once: Linux hands the same
 * freed port to the next listen(0), so another file's server could take it before ours binds.
 * Each spawning test file takes its own range below the OS's ephemeral ports (32768 up).
 */
export const PORT_RANGES = {
  server: [20000, 23999],
  queue: [24000, 27999],
  liveCluster: [28000, 31999],
} as const satisfies Record<string, readonly [number, number]>;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

export async function freePortIn([low, high]: readonly [number, number]): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${low}-${high}`);
}
