import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formikDeps } from './formikDeps';

const formikFile = path.join(path.dirname(createRequire(import.meta.url).resolve('formik/package.json')), 'dist', 'formik.esm.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = formikDeps('/deps').transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('formikDeps', () => {
  it('sets FieldArray’s defaultProps inside the pure expression that builds it, on the same lines', () => {
    const code = readFileSync(formikFile, 'utf8');
    const out = transform.call(context, code, formikFile)?.code ?? '';
    expect(out).not.toMatch(/^FieldArrayInner\.defaultProps =/m);
    expect(out).toContain(
      'var FieldArray = /*#__PURE__*/connect(/*#__PURE__*/Object.assign(FieldArrayInner, { defaultProps: { validateOnChange: true } }));',
    );
    expect(out.split('\n').length).toBe(code.split('\n').length);
    // Nothing else changes: only the four lines of that block differ.
    const before = code.split('\n');
    const changed = out.split('\n').flatMap((line, i) => (line === before[i] ? [] : [i]));
    expect(changed.length).toBeLessThanOrEqual(4);
    expect(changed.every((i) => Math.abs(i - before.indexOf('var FieldArray = /*#__PURE__*/connect(FieldArrayInner);')) <= 3)).toBe(true);
  });

  it('stops the build when formik’s code is no longer what it expects', () => {
    expect(() => transform.call(context, 'export const Formik = 1;', formikFile)).toThrow(/formik\.esm\.js changed/);
    expect(transform.call(context, 'FieldArrayInner.defaultProps = {};', '/src/other.ts')).toBeNull();
  });
});
