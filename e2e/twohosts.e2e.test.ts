import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOf, openStream, type SseMessage, type SseStream } from '../server/test/sse';
import { until } from '../server/test/until';
import { linkIn, startApp, tinyPng, type RunningApp } from './harness';

/*
 * Two independent API servers, as on two machines (separate processes and ports, no node:cluster),
 * sharing one PostgreSQL and one S3 bucket behind nginx with the repository's own proxy settings
 * (deploy/nginx/delv-proxy.inc, as docker-compose runs them). Needs PostgreSQL (TEST_DATABASE_URL,
 * as CI sets it) and nginx (CI installs nginx-light).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const root = resolve(__dirname, '..');
const LOGIN_MAX = 6;

describe.runIf(databaseUrl)('two API servers behind a reverse proxy', () => {
  const work = mkdtempSync(join(tmpdir(), 'delv-twohosts-'));
  // Named after TEST_DATABASE_URL's database, so runs on one PostgreSQL against different test databases do not meet.
  const dbName = `${databaseUrl ? new URL(databaseUrl).pathname.slice(1) : 'delv'}_twohosts`;
  let s3: S3rver;
  let nginx: ChildProcess;
  let a: RunningApp;
  let b: RunningApp;
  let proxy: string;
  let db: pg.Client;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    // A database of its own, made afresh: both servers start on it at once and must agree on who migrates.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;

    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(work, 's3'),
      configureBuckets: [{ name: 'delv', configs: [] }],
    });
    const { port: s3Port } = await s3.run();

    const proxyPort = 20000 + Math.floor(Math.random() * 4000);
    proxy = `http://127.0.0.1:${proxyPort}`;
    const env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'one-secret-shared-by-every-api-server-0123456789',
      PUBLIC_URL: proxy,
      TRUST_PROXY: '1',
      S3_BUCKET: 'delv',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      RATE_LIMIT_LOGIN_MAX: String(LOGIN_MAX),
    };
    [a, b] = await Promise.all([startApp(env), startApp(env)]);

    // nginx in front of both, with the proxy settings docker-compose uses; each answer says which server gave it.
    const portOf = (app: RunningApp) => new URL(app.baseUrl).port;
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream delv { server 127.0.0.1:${portOf(a)}; server 127.0.0.1:${portOf(b)}; keepalive 8; }
  server {
    listen 127.0.0.1:${proxyPort};
    add_header X-Upstream $upstream_addr always;
    include ${root}/deploy/nginx/delv-proxy.inc;
  }
}
`,
    );
    nginx = spawn(
      process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'),
      ['-c', join(work, 'nginx.conf'), '-e', join(work, 'nginx-error.log')],
      {
        stdio: 'inherit',
      },
    );
    await until(
      () =>
        fetch(`${proxy}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      'nginx to answer',
    );

    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  afterAll(async () => {
    streams.forEach((s) => s.close());
    nginx?.kill('SIGTERM');
    await db?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const call = async (base: string, method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: json(token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> };
  };
  const live = async (base: string, token: string) => {
    const s = await openStream(`${base}/api/live`, { Authorization: `Bearer ${token}` });
    expect(s.status).toBe(200);
    streams.push(s);
    await s.placed();
    return s;
  };
  /** Mails with `text` written by either server (each writes the mail jobs it ran into its own folder). */
  const mailsWith = (text: string) => [...a.mails(), ...b.mails()].filter((m) => m.includes(text));

  /** Signs up through the proxy, confirms from the mailed link, signs in: { id, token }. */
  async function person(firstname: string) {
    const email = `${firstname.toLowerCase()}-${Date.now()}@example.com`;
    const password = 'Strong-pass-2026';
    const signup = await call(proxy, 'POST', '/user', {
      firstname,
      lastname: 'Two',
      email,
      country: 'Uganda',
      usercategory: ['student'],
      password,
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    await expect.poll(() => mailsWith(email).length).toBeGreaterThan(0);
    const confirmId = linkIn(mailsWith(email)[0], '/confirm/login/').split('/').pop()!;
    expect((await call(proxy, 'GET', `/user/confirm/${confirmId}`)).status).toBe(200);
    const login = await call(proxy, 'POST', '/auth/login', { email, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return { email, id: login.body.user._id as string, token: login.body.token as string };
  }

  it('when requests go through the proxy, then both servers answer them', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) upstreams.add((await fetch(`${proxy}/api/health`)).headers.get('x-upstream') ?? '');
    expect([...upstreams].sort()).toEqual([new URL(a.baseUrl).host, new URL(b.baseUrl).host].sort());
  });

  it('when both started on an empty database at once, then the migrations were applied once', async () => {
    const { rows } = await db.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1');
    expect(rows).toEqual([]);
  });

  it('when a job is queued, then exactly one server runs it (one confirmation mail per sign-up)', async () => {
    const ann = await person('Ann');
    // Every job settled: none queued or running...
    await expect
      .poll(
        async () =>
          (await db.query(`select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`)).rows[0].n,
      )
      .toBe(0);
    // ...and the sign-up's mail was written once, by one of the two.
    expect(mailsWith(ann.email)).toHaveLength(1);
  });

  it('when a chat message is sent through one server, then a member streaming from the other has it within a second', async () => {
    const [ann, bob] = [await person('Annet'), await person('Bosco')];
    const group = await call(
      a.baseUrl,
      'POST',
      '/discussiongroup',
      { groupName: 'Two hosts', privacy: 'Public', members: [bob.id] },
      ann.token,
    );
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const groupId = group.body.data._id as string;
    const chat = await call(a.baseUrl, 'POST', '/chat', { groupId, title: 'Hosts', members: [bob.id] }, ann.token);
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    const chatId = chat.body.data._id as string;

    const onB = await live(b.baseUrl, bob.token);
    const viaProxy = await live(proxy, bob.token);
    const sentAt = Date.now();
    const sent = await call(a.baseUrl, 'POST', '/chat/submitchat', { groupId, chatId, content: 'Habari from host A' }, ann.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const isIt = (m: SseMessage) => eventOf(m).type === 'chat.message' && m.data.includes('Habari from host A');
    await onB.next(isIt, 3000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    // And through the proxy, unbuffered.
    await viaProxy.next(isIt, 3000);
    expect(Date.now() - sentAt).toBeLessThan(1500);
  });

  it('when one signs out on one server, then their streams on the other end within 2 s', async () => {
    const cat = await person('Cate');
    const onB = await live(b.baseUrl, cat.token);
    const at = Date.now();
    expect((await call(a.baseUrl, 'GET', '/auth/logout', undefined, cat.token)).status).toBe(200);
    await onB.ended;
    expect(Date.now() - at).toBeLessThan(2000);
    expect((await call(b.baseUrl, 'GET', '/user/profile', undefined, cat.token)).status).toBe(401);
  });

  it('when sign-ins fail on both servers, then the limit counts them together', async () => {
    const dan = await person('Dan');
    // Dan signed in once through the proxy: that attempt counts too, so LOGIN_MAX - 1 more are answered.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server.baseUrl, 'POST', '/auth/login', { email: dan.email, password: 'Wrong-pass-2026' })).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX - 1).fill(401), 429]);
  });

  it('when a file is uploaded through one server, then the other serves it from the shared bucket', async () => {
    const eve = await person('Eve');
    const form = new FormData();
    form.append('profilePicture', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png');
    const up = await fetch(`${a.baseUrl}/api/user/image`, { method: 'PUT', headers: { authorization: `Bearer ${eve.token}` }, body: form });
    expect(up.status, await up.clone().text()).toBe(200);
    const me = await call(b.baseUrl, 'GET', '/user/profile', undefined, eve.token);
    const picture = me.body.data?.profilePicture ?? me.body.user?.profilePicture;
    expect(picture?.publicUrl, JSON.stringify(me.body)).toBeTruthy();
    const image = await fetch(new URL(picture.publicUrl, b.baseUrl));
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
