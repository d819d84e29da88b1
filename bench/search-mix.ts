/** The searches the search benchmarks send (bench/search.bench.ts, bench/search-cpu.bench.ts). */
import type { SearchRequestInput } from '@delv/shared';
import { WORDS } from './generate-search';

/** What people type: two-word prefixes, single common words (the costliest: ~10% of all items
 * match), typos (no full-text match), names, filters, sorts and paging. */
export const MIX: { label: string; body: SearchRequestInput; signedIn?: boolean }[] = [
  { label: "'data sci' (hero, limit 20)", body: { keywords: 'data sci', limit: 20 } },
  { label: "'python'", body: { keywords: 'python' } },
  { label: "'cloud security'", body: { keywords: 'cloud security' }, signedIn: true },
  { label: "'machine learning'", body: { keywords: 'machine learning' } },
  { label: "'kampala' popular", body: { keywords: 'kampala', sort: 'popular' } },
  { label: "'finance' trending", body: { keywords: 'finance', sort: 'trending' }, signedIn: true },
  { label: "'sql' Video only", body: { keywords: 'sql', types: ['Video'] } },
  { label: "'devops' Sessions only", body: { keywords: 'devops', types: ['Sessions'] } },
  { label: "'health teach'", body: { keywords: 'health teach' } },
  { label: "'data sceince' (typo)", body: { keywords: 'data sceince' } },
  { label: "'markting strtup' (typos)", body: { keywords: 'markting strtup' }, signedIn: true },
  { label: "'Learner1234 Feed1234' (a name)", body: { keywords: 'Learner1234 Feed1234' } },
  { label: "'course 12' Career Guidance", body: { keywords: 'course 12', category: 'Career Guidance' } },
  { label: "'' (browse, latest)", body: { keywords: '' } },
  { label: "'leadership interview' latest", body: { keywords: 'leadership interview', sort: 'latest' }, signedIn: true },
  { label: "'mobile money' Article+Sessions", body: { keywords: 'mobile money', types: ['Article', 'Sessions'] } },
  { label: "'port' (hero prefix)", body: { keywords: 'port', limit: 20 } },
  { label: "'statistics' page 2", body: { keywords: 'statistics', skip: 30 } },
  { label: "'nothing like this' (no match)", body: { keywords: 'xylophone quartz' } },
  { label: "'agile' page 10", body: { keywords: 'agile', skip: 270 }, signedIn: true },
];

/** A slip people make: two neighbouring letters swapped ('science' -> 'sceince'). */
export const swapped = (w: string) => (w.length < 4 ? w : w.slice(0, 2) + w[3] + w[2] + w.slice(4));

/** The long tail: different two-word searches (pairs of the vocabulary, the second a prefix), best match and latest in turn. */
export function tailSearches(max: number): SearchRequestInput[] {
  const tail: SearchRequestInput[] = [];
  for (const a of WORDS)
    for (const b of WORDS)
      if (a !== b && tail.length < max) tail.push({ keywords: `${a} ${b.slice(0, 4)}`, sort: tail.length % 2 ? 'latest' : 'relevance' });
  return tail;
}

/** Typos: one word with two letters swapped, alone (a tenth of them signed in) or before a right word. */
export function typoSearches(): { body: SearchRequestInput; signedIn?: boolean }[] {
  return WORDS.flatMap((a, i) =>
    a.length < 5
      ? []
      : [
          { body: { keywords: swapped(a) }, signedIn: i % 10 === 0 },
          { body: { keywords: `${swapped(a)} ${WORDS[(i + 7) % WORDS.length]}` } },
        ],
  );
}
