import { forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';
// The originals (the .js paths escape scripts/formikDeps.ts's aliases), to compare against.
import originalHoist from 'hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js';
import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import clone from './clone';
import cloneDeep from './cloneDeep';
import isPlainObject from './isPlainObject';
import toPath from './toPath';
import hoistStatics from './hoistStatics';

describe("formik's lodash functions and hoist-non-react-statics", () => {
  it('read field names as lodash does', () => {
    for (const name of ['email', 'links[0].url', 'links.0.url', 'a["b.c"].d', "a['x']", 'a[-1]', '.a', 'a.', 'a..b', 'a[0][1]', ''])
      expect(toPath(name), name).toEqual(lodashToPath(name));
    expect(toPath(['a', 0])).toEqual(['a', '0']);
  });

  it('tell plain objects as lodash does', () => {
    class Thing {}
    for (const value of [{}, Object.create(null), new Object(), [], null, 1, 'x', new Date(), new Thing(), () => 1])
      expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  it('copy form values as lodash does, files kept by reference', () => {
    const file = new File(['x'], 'cv.pdf');
    const values = { name: 'Amina', tags: ['a', { b: 1 }], when: new Date(0), nested: { deep: [1, 2] }, cv: file, none: null };
    const deep = cloneDeep(values);
    expect(deep).toEqual(lodashCloneDeep(values));
    expect(deep.tags[1]).not.toBe(values.tags[1]);
    expect(deep.when).not.toBe(values.when);
    expect(deep.cv).toBe(file);
    const shallow = clone(values);
    expect(shallow).toEqual(lodashClone(values));
    expect(shallow).not.toBe(values);
    expect(shallow.tags).toBe(values.tags);
    expect(clone([1, 2])).toEqual([1, 2]);
  });

  it('keep a class instance’s prototype in a shallow copy', () => {
    class Values {
      a = 1;
    }
    expect(Object.getPrototypeOf(clone(new Values()))).toBe(Values.prototype);
  });

  it('copy a component’s own statics to its wrapper as hoist-non-react-statics does', () => {
    const symbol = Symbol('static');
    class Base {
      static inherited = 'base';
      static shadowed = 'base';
    }
    class Inner extends Base {
      static shadowed = 'inner';
      static displayName = 'Inner';
      static defaultProps = { a: 1 };
      static helper() {
        return 1;
      }
      static [symbol] = 'symbol';
    }
    const sources: unknown[] = [
      Inner,
      Object.assign(() => null, { extra: 1, propTypes: {}, displayName: 'Fn' }),
      Object.assign(
        forwardRef(() => null),
        { extra: 2 },
      ),
      Object.assign(
        memo(() => null),
        { extra: 3 },
      ),
      'div',
    ];
    const targets = () => [Object.assign(() => null, { displayName: 'Wrapper' }), forwardRef(() => null), memo(() => null)];
    for (const source of sources) {
      for (const [i, target] of targets().entries()) {
        const expected = originalHoist(targets()[i], source);
        const got = hoistStatics(target, source);
        expect(got).toBe(target);
        const own = (o: object) => Object.fromEntries(Reflect.ownKeys(o).map((k) => [String(k), (o as Record<PropertyKey, unknown>)[k]]));
        expect(Object.keys(own(got)).sort()).toEqual(Object.keys(own(expected)).sort());
        for (const key of Reflect.ownKeys(got))
          if (key !== 'render' && key !== 'type') expect(got[key as never]).toEqual(expected[key as never]);
      }
    }
    expect(hoistStatics({} as Record<string, unknown>, Inner, { helper: true }).helper).toBeUndefined();
  });
});
