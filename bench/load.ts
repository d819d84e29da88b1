/**
 * Load for the benchmarks. Concurrent load comes from wrk (Debian package `wrk`), a C load
 * generator: a Node.js loop on the same two cores took a third of the CPU the API needed, so
 * it measured itself as much as the server. Each of wrk's connections sends its next request as
 * soon as the previous answer has arrived (closed loop), so `concurrency` requests are always in
 * flight. The requests are rotated from a list (different viewers, different searches).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface Stats {
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (err) {
    // wrk --version exits 1 after printing its version; only a missing binary is an error.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('the benchmarks need wrk: apt-get install -y wrk');
  }
}

const lua = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** `concurrency` connections for `seconds`, rotating through `requests`; latency in ms. */
export async function wrkLoad(base: string, requests: BenchRequest[], opts: { seconds: number; concurrency: number }): Promise<Stats> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(
    script,
    [
      'local requests = {}',
      'init = function(args)',
      ...requests.map((r) => {
        const headers = Object.entries({ 'Accept-Encoding': 'gzip', ...r.headers })
          .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
          .join(', ');
        return `  table.insert(requests, wrk.format(${lua(r.method ?? 'GET')}, ${lua(r.path)}, { ${headers} }${r.body ? `, ${lua(r.body)}` : ''}))`;
      }),
      'end',
      // Each thread starts at its own place in the list, so both walk all of it.
      'local i = math.random(1000)',
      'request = function() i = i % #requests + 1; return requests[i] end',
      'done = function(summary, latency, requests)',
      '  local e = summary.errors',
      '  io.write(string.format("RESULT %d %d %.3f %.3f %.3f %.3f %.3f\\n", summary.requests, e.connect + e.read + e.write + e.timeout + e.status,',
      '    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.requests / (summary.duration / 1e6)))',
      'end',
    ].join('\n'),
  );
  try {
    const threads = Math.min(2, opts.concurrency);
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        ['-t', String(threads), '-c', String(opts.concurrency), '-d', `${opts.seconds}s`, '--timeout', '10s', '-s', script, base],
        { maxBuffer: 1 << 20 },
        (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)),
      ),
    );
    const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const [n, errors, p50, p95, p99, max, rps] = line.split(' ').slice(1).map(Number);
    return { n, errors, p50, p95, p99, max, rps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export function statsOf(times: number[], errors: number, seconds: number): Stats {
  const s = [...times].sort((a, b) => a - b);
  return {
    n: s.length,
    errors,
    p50: quantile(s, 0.5),
    p95: quantile(s, 0.95),
    p99: quantile(s, 0.99),
    max: s[s.length - 1] ?? 0,
    rps: s.length / seconds,
  };
}

/**
 * One request at a time, `total` of them from `next`: the service time of a request without queueing.
 * Also per `key` (say, per search), since requests differ in cost.
 */
export async function serialLoad(base: string, next: () => BenchRequest & { key?: string }, total: number) {
  const times: number[] = [];
  const byKey = new Map<string, number[]>();
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const r = next();
    const t0 = performance.now();
    const res = await fetch(base + r.path, {
      method: r.method ?? 'GET',
      headers: { 'accept-encoding': 'gzip', ...r.headers },
      body: r.body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
    const t = performance.now() - t0;
    times.push(t);
    if (r.key) byKey.set(r.key, [...(byKey.get(r.key) ?? []), t]);
  }
  const seconds = (performance.now() - started) / 1000;
  return { all: statsOf(times, errors, seconds), byKey: new Map([...byKey].map(([k, v]) => [k, statsOf(v, 0, seconds)])) };
}

/**
 * Requests at a FIXED arrival rate (open loop, like wrk2): request i is due at start + i / rate,
 * whether or not earlier ones have been answered, and its latency counts from when it was due, so a
 * server that falls behind shows it (a closed loop would only slow down its own arrivals).
 * Node's own http client on a keep-alive pool; requests still unanswered after `timeoutMs` count
 * as errors, and so do those due while `maxInFlight` are already waiting (they are not sent, as a
 * load balancer would shed them: a server that cannot keep up is not buried under a backlog it
 * would work through long after the row).
 */
export async function pacedLoad(
  base: string,
  requests: BenchRequest[],
  opts: { rate: number; seconds: number; timeoutMs?: number; maxInFlight?: number },
): Promise<Stats> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(opts.rate * opts.seconds);
  const times: number[] = [];
  let errors = 0;
  const start = performance.now() + 50;
  const send = (r: BenchRequest, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: r.path,
          method: r.method ?? 'GET',
          agent,
          timeout: opts.timeoutMs ?? 10_000,
          headers: { 'accept-encoding': 'gzip', ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            if (res.statusCode === 200) times.push(performance.now() - due);
            else errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= (opts.maxInFlight ?? 256)) {
      errors++;
      continue;
    }
    inFlight++;
    pending.push(send(requests[i % requests.length], due).finally(() => inFlight--));
  }
  await Promise.all(pending);
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  const stats = statsOf(times, errors, seconds);
  return { ...stats, n: times.length + errors };
}

/** The processes whose CPU a row counts: pid -> the program's label. */
export type ProcessPicker = () => Promise<Map<string, string>>;

/** Every descendant of `rootPid` (the API's cluster primary and its workers), labelled `label`. */
export function descendantsOf(rootPid: number, label: string): Map<string, string> {
  const parent = new Map<string, string>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  const out = new Map<string, string>([[String(rootPid), label]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!out.has(pid) && out.has(ppid)) {
        out.set(pid, label);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * CPU seconds used while `fn` runs, per program name (node, postgres, wrk, ...) by every process,
 * or, with `pick`, only by the processes it names (sampled before and after: on a shared machine
 * other people's processes, and PostgreSQL's work for other databases, are left out).
 */
export async function cpuDuring<T>(fn: () => Promise<T>, pick?: ProcessPicker): Promise<{ result: T; cpu: Map<string, number> }> {
  const ticks = 100; // USER_HZ on Linux
  const sample = () => {
    const byPid = new Map<string, { name: string; t: number }>();
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        byPid.set(pid, { name, t: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // the process ended meanwhile
      }
    }
    return byPid;
  };
  const pickedBefore = pick ? await pick() : null;
  const before = sample();
  const result = await fn();
  const after = sample();
  const picked = pick ? new Map([...pickedBefore!, ...(await pick())]) : null;
  const cpu = new Map<string, number>();
  for (const [pid, { name, t }] of after) {
    if (picked && !picked.has(pid)) continue;
    const used = (t - (before.get(pid)?.t ?? 0)) / ticks;
    const label = picked ? picked.get(pid)! : name;
    if (used > 0) cpu.set(label, (cpu.get(label) ?? 0) + used);
  }
  return { result, cpu };
}

/** The benchmark's own processes: its descendants and the PostgreSQL backends serving its database. */
export function benchScope(dbUrl: string): ProcessPicker {
  return async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // Labelled by program (node, wrk), as a row without a picker is.
      const picked = new Map([...descendantsOf(process.pid, '')].map(([pid]) => [pid, programOf(pid)]));
      picked.delete(String(process.pid));
      for (const r of rows) picked.set(String(r.pid), 'postgres');
      return picked;
    } finally {
      await client.end();
    }
  };
}

/** A process's program name (/proc/<pid>/stat), or '?' once it has ended. */
function programOf(pid: string): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return '?';
  }
}
