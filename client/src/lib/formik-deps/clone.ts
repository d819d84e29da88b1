/**
 * A shallow copy: arrays and dates copied, other objects copied with their prototype kept (formik
 * copies each object on the way to a field it sets); primitives, functions, files and blobs as they are.
 */
export default function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
