/**
 * hoist-non-react-statics for formik's `connect` and `withFormik`: copies a component's own
 * statics (not React's: defaultProps, displayName, propTypes...) to its wrapper. The app uses
 * neither, so the build drops this module (the CommonJS original, with react-is, stayed in
 * formik's chunk whether used or not); it is kept exact for anyone who does use them.
 */
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');
const NEVER = new Set<PropertyKey>(['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);
const REACT = new Set<PropertyKey>([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
]);
const OF_FORWARD_REF = new Set<PropertyKey>(['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes']);
const OF_MEMO = new Set<PropertyKey>(['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type']);

/** The statics React itself reads on a component of this kind (never copied to or from it). */
function reactStatics(component: object): Set<PropertyKey> {
  const kind = (component as { $$typeof?: symbol }).$$typeof;
  return kind === MEMO ? OF_MEMO : kind === FORWARD_REF ? OF_FORWARD_REF : REACT;
}

export default function hoistStatics<T extends object>(target: T, source: unknown, blacklist?: Record<PropertyKey, boolean>): T {
  if (typeof source === 'string' || source === null || source === undefined) return target;
  const from = source as object;
  // A class component's parent class may hold statics too: those are copied first, the child's win.
  const parent: unknown = Object.getPrototypeOf(from);
  if (parent && parent !== Object.prototype) hoistStatics(target, parent, blacklist);
  const skipTarget = reactStatics(target);
  const skipSource = reactStatics(from);
  for (const key of [...Object.getOwnPropertyNames(from), ...Object.getOwnPropertySymbols(from)]) {
    // The original looks keys up in plain objects, so Object.prototype's names (constructor, toString) are never copied either.
    if (NEVER.has(key) || key in Object.prototype || blacklist?.[key] || skipSource.has(key) || skipTarget.has(key)) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(from, key) as PropertyDescriptor);
    } catch {
      // a read-only property of the target stays as it is
    }
  }
  return target;
}
