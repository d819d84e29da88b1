import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { mailTexts } from '../mail/texts';
import { log } from './log';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body; the link is appended to both text and HTML. */
  text: string;
  link: string;
  linkLabel: string;
  /** Files sent along (e.g. a session's .ics calendar entry). */
  attachments?: MailAttachment[];
  /** The recipient's language, for the frame's words ('en' when unset). */
  language?: string;
  /** Extra headers (a notice e-mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058): one line each, no newline inside. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(msg: MailMessage) {
  const { copyLink, signature } = mailTexts(msg.language).frame;
  const text = `${msg.text}\n\n${msg.linkLabel}: ${msg.link}\n\n${signature}`;
  const paragraphs = msg.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(msg.language ?? 'en')}"><body style="font-family:sans-serif">
${paragraphs}
<p><a href="${escapeHtml(msg.link)}">${escapeHtml(msg.linkLabel)}</a></p>
<p style="color:#666">${escapeHtml(copyLink)}<br>${escapeHtml(msg.link)}</p>
<p>${escapeHtml(signature)}</p></body></html>`;
  return { text, html };
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in `mailDir`. */
export function createMailer(opts: { smtpUrl: string | null; from: string; mailDir: string; log?: boolean }): Mailer {
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(msg) {
      const { text, html } = render(msg);
      // Extra headers go as given: folding could split a long unsubscribe URL where mail apps would not join it.
      const headers = Object.fromEntries(Object.entries(msg.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]));
      const envelope = { from: opts.from, to: msg.to, subject: msg.subject, text, html, attachments: msg.attachments ?? [], headers };
      let written: string | undefined;
      if (smtp) {
        await smtp.sendMail(envelope);
      } else {
        const info = await files.sendMail(envelope);
        await mkdir(opts.mailDir, { recursive: true });
        const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
        written = path.join(opts.mailDir, name);
        await writeFile(written, info.message as Buffer);
      }
      if (opts.log !== false) log.info({ file: written, subject: msg.subject }, written ? 'mail written to a file' : 'mail sent');
    },
  };
}

export function mailerFromConfig(config: Config, log = true): Mailer {
  return createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail'), log });
}
