import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail';

const message = {
  to: 'amina@example.com',
  subject: 'Confirm your Delv account',
  text: 'Hello Amina,\n\nPlease confirm <your> address.',
  link: 'http://delv.test/confirm/login/abc_DEF-123',
  linkLabel: 'Confirm my e-mail address',
};

describe('mail without SMTP_URL', () => {
  it('when a message is sent, then an .eml file holds the link in the text and in the HTML', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'delv-mail-')), 'mail');
    await createMailer({ smtpUrl: null, from: 'Delv <no-reply@delv.africa>', mailDir: dir, log: false }).send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(path.join(dir, files[0]), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toMatch(/^To: amina@example\.com$/m);
    expect(raw).toMatch(/^Subject: Confirm your Delv account$/m);
    expect(raw).toContain('Confirm my e-mail address: http://delv.test/confirm/login/abc_DEF-123');
    expect(raw).toContain('<a href="http://delv.test/confirm/login/abc_DEF-123">');
    // User text is escaped in the HTML part.
    expect(raw).toContain('&lt;your&gt;');
  });
});

/** A minimal SMTP server: enough protocol for nodemailer to deliver one message. */
function smtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK queued\r\n');
      }
      let nl: number;
      while (!data && (nl = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 test\r\n');
        else if (cmd === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('mail with SMTP_URL', () => {
  const { server, received } = smtpServer();
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('when a message is sent, then the SMTP server receives it with the link', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'delv-mail-'));
    await createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      from: 'no-reply@delv.africa',
      mailDir: dir,
      log: false,
    }).send(message);
    expect(received).toHaveLength(1);
    const raw = received[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain('http://delv.test/confirm/login/abc_DEF-123');
    expect(readdirSync(dir)).toHaveLength(0);
  });
});
