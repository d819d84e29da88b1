/**
 * The first check of everything a request carries (JSON body, multipart text fields, query string,
 * path), before any schema or SQL sees it. Measured turn 2: NUL bytes reach PostgreSQL and fail
 * there (text cannot hold \u0000); yup resolves a key named `constructor` or `__proto__` as a schema
 * method; 3,000 levels of JSON overflow the stack in validation. All of these are a 400 here.
 */
export const INPUT_LIMITS = {
  /** Objects and arrays inside one another. The deepest real payload has 2 levels. */
  MAX_DEPTH: 16,
  /** Keys and array entries in all, at every level. */
  MAX_ENTRIES: 2000,
  /** The largest whole number any integer field takes: PostgreSQL's integer (int4). */
  MAX_INT: 2_147_483_647,
} as const;

export const INPUT_MSG = {
  badCharacter: (field: string) => `${field} contains a character that is not allowed (NUL or a broken surrogate pair)`,
  badKey: (key: string) => `The field name "${key.slice(0, 40)}" is not allowed`,
  tooDeep: `The request nests objects more than ${INPUT_LIMITS.MAX_DEPTH} levels deep`,
  tooManyEntries: `The request has more than ${INPUT_LIMITS.MAX_ENTRIES} fields`,
  notAnObject: 'The request body must be a JSON object',
} as const;

/** NUL, or a UTF-16 surrogate without its other half (cannot be encoded as UTF-8 for the database). */
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadCharacter = (s: string) => BAD_CHARACTER.test(s);

/** Names that are properties of every object: a schema library looking a field up by name finds
 * the inherited method instead (yup's `field.resolve is not a function`). */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const isReservedKey = (key: string) => RESERVED_KEYS.has(key);

export interface InputProblem {
  /** Where: the field's path (`tags[2]`, `a.b`), or '_' for the whole input. */
  field: string;
  message: string;
}

const pathOf = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The first problem in `input` (a parsed JSON body, a query object, multipart fields), or null.
 * Walks without recursion, so no depth can overflow the stack; stops at the limits.
 */
export function inspectInput(input: unknown, root = ''): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  let entries = 0;
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasBadCharacter(value)) return { field: path || '_', message: INPUT_MSG.badCharacter(path || 'The input') };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_LIMITS.MAX_DEPTH) return { field: path || '_', message: INPUT_MSG.tooDeep };
    if (Array.isArray(value)) {
      entries += value.length;
      if (entries > INPUT_LIMITS.MAX_ENTRIES) return { field: '_', message: INPUT_MSG.tooManyEntries };
      value.forEach((item, i) => stack.push({ value: item, path: pathOf(path, i), depth: depth + 1 }));
      continue;
    }
    const keys = Object.keys(value);
    entries += keys.length;
    if (entries > INPUT_LIMITS.MAX_ENTRIES) return { field: '_', message: INPUT_MSG.tooManyEntries };
    for (const key of keys) {
      const at = pathOf(path, key);
      if (isReservedKey(key)) return { field: at, message: INPUT_MSG.badKey(key) };
      if (hasBadCharacter(key)) return { field: '_', message: INPUT_MSG.badCharacter('A field name') };
      stack.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return null;
}
