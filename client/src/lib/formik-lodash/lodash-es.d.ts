// lodash's own versions, which the test compares against (lodash-es ships no types; formik's are not needed).
declare module 'lodash-es/clone.js' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash-es/cloneDeep.js' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash-es/isPlainObject.js' {
  export default function isPlainObject(value: unknown): boolean;
}
declare module 'lodash-es/toPath.js' {
  export default function toPath(value: unknown): string[];
}
