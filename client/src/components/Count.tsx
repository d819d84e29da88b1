import { formatNumber } from '../lib/format';

/** A heading's ' (n)', shown only once the list's total is known: never '(0)' while it loads. */
export default function Count({ of }: { of: { count: number } | undefined }) {
  return of ? <> ({formatNumber(of.count)})</> : null;
}
