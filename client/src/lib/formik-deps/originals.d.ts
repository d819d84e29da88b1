// The originals (lodash's, hoist-non-react-statics'), which the test compares against; their .js paths escape the aliases.
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
declare module 'hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js' {
  export default function hoistNonReactStatics<T>(target: T, source: unknown, blacklist?: Record<string, boolean>): T;
}
