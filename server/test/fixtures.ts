/** Real file headers for upload tests: the server sniffs bytes, so these must be the real thing. */
import { tinyPdf } from '../src/lib/pdf';

export const PDF = tinyPdf('Test article', ['A line of text.']);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(256),
]);
export const WEBM = Buffer.concat([
  Buffer.from('1A45DFA39F4286810142F7810142F2810442F381084282847765626D42878104428581021853806701000000000000', 'hex'),
  Buffer.alloc(256),
]);
export const TEXT = Buffer.from('just some text, not a real document\n'.repeat(10));
