// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import unconverted from './unconverted.json';

/*
 * No hard-coded user-visible string in components (issue 11). Every .tsx under client/src (tests
 * aside) is parsed with the TypeScript compiler and these fail:
 *  - JSX text with a letter in it: <h1>Sign in</h1>
 *  - a text literal given to a user-visible attribute: aria-label, title, alt, placeholder, label,
 *    and any prop named ...Label, ...Title, ...Text, ...Hint, ...Message
 *  - a text literal shown as a child: {busy ? 'Saving…' : 'Save'}
 *  - a text literal given to a toast: notifySuccess('Saved')
 *  - a shared message shown without `tm`: {MSG.accountCreated}, notifyError(FEED_MSG.x)
 * Folders listed in unconverted.json are skipped until converted; the list only shrinks.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');

/** The folders not converted when this check started: unconverted.json may only drop entries. */
const UNCONVERTED_AT_START = [
  'features/content',
  'features/feed',
  'features/invitations',
  'features/landing',
  'features/mentors',
  'features/public',
  'features/reviews',
  'features/search',
  'features/sessions',
  'features/users',
];

/** Words that are the same in every language: the product's name. */
const PROPER_NOUNS = ['Delv'];
const VISIBLE_ATTRIBUTE =
  /^(aria-label|aria-valuetext|aria-description|aria-roledescription|aria-placeholder|title|alt|placeholder|label|hint|legend|[a-z]+(Label|Title|Text|Hint|Message|Placeholder))$/;
const TOAST_CALLS = new Set(['notifySuccess', 'notifyError', 'toast', 'success', 'error', 'info', 'warning', 'alert', 'confirm']);
const MESSAGE_MAPS = new Set([
  'MSG',
  'CONTENT_MSG',
  'FEED_MSG',
  'SESSION_MSG',
  'SEARCH_MSG',
  'GROUP_MSG',
  'CLAIM_MSG',
  'INSTITUTION_MSG',
  'AFFILIATION_MSG',
  'NOTIFICATION_MSG',
  'INSIGHTS_MSG',
  'PHONE_MSG',
]);
const LETTER = /\p{L}/u;

const PROPER_NOUN_RE = new RegExp(`\\b(${[...PROPER_NOUNS].join('|')})\\b`, 'g');
/** Text a person reads: it has a letter once the proper nouns are taken out. */
const isWords = (text: string) => LETTER.test(text.replace(PROPER_NOUN_RE, ''));

export interface Finding {
  file: string;
  line: number;
  what: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : filesUnder(full);
    return full.endsWith('.tsx') && !full.endsWith('.test.tsx') ? [full] : [];
  });
}

/** A literal text inside an expression: 'x', `x ${y}`, a ? 'x' : 'y', a || 'x', ('x'). */
function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return isWords(node.text) ? [node.text] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    return isWords(parts) ? [parts.trim()] : [];
  }
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return literalTexts(node.right);
  }
  return [];
}

/** MSG.x (or a map's property) used as it is, not passed through a function. */
function rawMessage(node: ts.Expression): string | null {
  if (ts.isParenthesizedExpression(node)) return rawMessage(node.expression);
  if (ts.isConditionalExpression(node)) return rawMessage(node.whenTrue) ?? rawMessage(node.whenFalse);
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && MESSAGE_MAPS.has(node.expression.text))
    return node.getText();
  return null;
}

export function findHardCoded(file: string, source = readFileSync(file, 'utf8')): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, what: string) => {
    findings.push({ file: path.relative(src, file), line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, `text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTE.test(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const texts = ts.isStringLiteral(init)
        ? literalTexts(init)
        : ts.isJsxExpression(init) && init.expression
          ? literalTexts(init.expression)
          : [];
      for (const text of texts) report(node, `${node.name.getText()}="${text}"`);
      const raw = ts.isJsxExpression(init) && init.expression ? rawMessage(init.expression) : null;
      if (raw) report(node, `${node.name.getText()}={${raw}} without tm()`);
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalTexts(node.expression)) report(node, `text {"${text}"}`);
      const raw = rawMessage(node.expression);
      if (raw) report(node, `{${raw}} without tm()`);
    }
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (TOAST_CALLS.has(name)) {
        for (const text of literalTexts(node.arguments[0])) report(node, `${name}("${text}")`);
        const raw = rawMessage(node.arguments[0]);
        if (raw) report(node, `${name}(${raw}) without tm()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

const skipped = (file: string) => unconverted.folders.some((folder) => path.relative(src, file).startsWith(`${folder}/`));

describe('no hard-coded user-visible text in components', () => {
  it('every converted .tsx takes its words from a catalogue', () => {
    const findings = filesUnder(src)
      .filter((f) => !skipped(f))
      .flatMap((f) => findHardCoded(f));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.what}`)).toEqual([]);
  });

  it('unconverted.json only shrinks: each entry was unconverted at the start and still has words to move', () => {
    for (const folder of unconverted.folders) {
      expect(UNCONVERTED_AT_START, `${folder} was not in the list when the check started`).toContain(folder);
      const files = filesUnder(path.join(src, folder));
      expect(
        files.flatMap((f) => findHardCoded(f)).length,
        `${folder} has no hard-coded words left: delete it from unconverted.json`,
      ).toBeGreaterThan(0);
    }
  });
});

describe('the check itself', () => {
  const check = (code: string) =>
    findHardCoded(path.join(src, 'x.tsx'), code)
      .map((f) => f.what)
      .sort();
  it('finds text, attributes, literal children, toasts and raw shared messages', () => {
    expect(check(`const A = () => <h1 title="Hi there">Sign in</h1>;`)).toEqual(['text "Sign in"', 'title="Hi there"'].sort());
    expect(check(`const A = ({ busy }) => <button aria-label={\`Remove \${tag}\`}>{busy ? 'Saving…' : 'Save'}</button>;`)).toEqual(
      ['aria-label="Remove"', 'text {"Saving…"}', 'text {"Save"}'].sort(),
    );
    expect(check(`notifySuccess('Saved'); notifyError(MSG.serverError); const B = () => <p>{MSG.accountCreated}</p>;`)).toEqual(
      ['notifySuccess("Saved")', 'notifyError(MSG.serverError) without tm()', '{MSG.accountCreated} without tm()'].sort(),
    );
  });
  it('leaves alone what is not words for people: class names, keys, symbols, the product name, translated calls', () => {
    expect(check(`const A = () => <a className="btn btn-primary" href="/login" aria-label={t('x')} type="submit">Delv ×</a>;`)).toEqual([]);
    expect(
      check(`const A = () => <p>{tm(MSG.accountCreated)} {t('login.title')} {count} 404</p>; notifySuccess(tm(MSG.passwordReset));`),
    ).toEqual([]);
  });
});
