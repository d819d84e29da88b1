import { describe, expect, it } from 'vitest';
// lodash's own versions (the .js path escapes vite.config's alias), to compare against.
import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import clone from './clone';
import cloneDeep from './cloneDeep';
import isPlainObject from './isPlainObject';
import toPath from './toPath';

describe("formik's lodash functions", () => {
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
});
