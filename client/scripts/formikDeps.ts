import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * formik (the form library of every form) in fewer bytes, same behaviour for what the app uses
 * (src/lib/formik-deps/README.md):
 * - its lodash functions and hoist-non-react-statics are small local modules (a test compares
 *   each with the original);
 * - FieldArray, which the app does not use, is dropped: formik sets its defaultProps by a plain
 *   statement, which keeps the class (1 KB gzipped) in every form page's download. The same
 *   defaultProps are set inside the (pure) expression that builds FieldArray instead.
 */
const FORMIK_ESM = /[\\/]formik[\\/]dist[\\/]formik\.esm\.js$/;
const FIELD_ARRAY =
  /FieldArrayInner\.defaultProps = \{\s*validateOnChange: true\s*\};(\s*)var FieldArray = \/\*#__PURE__\*\/connect\(FieldArrayInner\);/;

export function formikDeps(depsDir: string): Plugin {
  return {
    name: 'delv:formik-deps',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^lodash-es\/(clone|cloneDeep|isPlainObject|toPath)$/, replacement: path.join(depsDir, '$1.ts') },
          { find: /^hoist-non-react-statics$/, replacement: path.join(depsDir, 'hoistStatics.ts') },
        ],
      },
    }),
    transform(code, id) {
      if (!FORMIK_ESM.test(id.split('?')[0])) return null;
      if (!FIELD_ARRAY.test(code)) this.error('formik.esm.js changed: update scripts/formikDeps.ts (FieldArray defaultProps)');
      // Same number of lines, so the rest of the file keeps its place in source maps.
      const out = code.replace(FIELD_ARRAY, (all, gap: string) => {
        const lines = '\n'.repeat((all.match(/\n/g) ?? []).length - (gap.match(/\n/g) ?? []).length);
        return `${lines}${gap}var FieldArray = /*#__PURE__*/connect(/*#__PURE__*/Object.assign(FieldArrayInner, { defaultProps: { validateOnChange: true } }));`;
      });
      return { code: out, map: null };
    },
  };
}
