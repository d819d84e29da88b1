import { INSIGHTS_DEFAULT_DAYS, isDay } from '@delv/shared';

export interface Range {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
export const today = () => new Date().toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The range in the address (?from&to), or the last INSIGHTS_DEFAULT_DAYS days. */
export function rangeFrom(params: URLSearchParams): Range {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  const end = today();
  return { from: addDays(end, -(INSIGHTS_DEFAULT_DAYS - 1)), to: end };
}
