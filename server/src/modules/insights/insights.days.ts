/** UTC days as YYYY-MM-DD: the unit of activity, rollups and dashboards (issue 34). */
const DAY_MS = 86_400_000;

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) => dayOf(new Date(startOfDay(day).getTime() + n * DAY_MS));
/** The Monday of the day's week (ISO weeks). */
export const mondayOf = (day: string) => addDays(day, -((startOfDay(day).getUTCDay() + 6) % 7));
export const monthOf = (day: string) => day.slice(0, 7);
export const firstOfMonth = (day: string) => `${monthOf(day)}-01`;

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
