import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-config-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      bcryptCost: 12,
      smtpUrl: null,
      googleClientId: null,
      googleCertsUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      adminEmails: [],
      s3: { bucket: null, region: 'us-east-1' },
    });
    expect(c.clientDist).toBe(path.resolve(import.meta.dirname, '../../client/dist'));
  });

  it('when JWT_SECRET is unset, then one is generated into DATA_DIR (mode 0600) and reused', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-config-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(40);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(a.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('when variables are set, then they are parsed once (lists, trailing slashes, numbers)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-config-'));
    const c = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      JWT_SECRET: 'given',
      PUBLIC_URL: 'https://delv.africa/',
      ADMIN_EMAILS: ' A@Delv.africa, b@delv.africa ,',
      S3_BUCKET: 'b',
      S3_PUBLIC_URL: 'https://cdn.delv.africa/',
      RATE_LIMIT_LOGIN_MAX: '0',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 8080,
      jwtSecret: 'given',
      publicUrl: 'https://delv.africa',
      adminEmails: ['a@delv.africa', 'b@delv.africa'],
      s3: { bucket: 'b', publicUrl: 'https://cdn.delv.africa' },
      rateLimit: { login: 0 },
      trustProxy: 1,
    });
  });
});
