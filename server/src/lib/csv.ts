import { once } from 'node:events';
import type { Response } from 'express';

/**
 * CSV for spreadsheets (RFC 4180: quoted cells, CRLF lines). A cell that starts with = + - @ (or a
 * tab or CR) gets a leading apostrophe, so a spreadsheet shows it as text and never runs it as a
 * formula (OWASP's "CSV injection").
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Streams a CSV download: the header, then the rows as they come (pages read one after another,
 * never the whole file in memory), waiting whenever the client reads slower than we write. A
 * byte-order mark first, so spreadsheet programs read the text as UTF-8.
 */
export async function sendCsv(
  res: Response,
  filename: string,
  header: string[],
  rows: AsyncIterable<(string | number)[][]>,
): Promise<void> {
  res.status(200).type('text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${header.map(csvCell).join(',')}\r\n`);
  for await (const page of rows) {
    if (res.destroyed) return;
    if (!res.write(page.map(csvLine).join(''))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
}
