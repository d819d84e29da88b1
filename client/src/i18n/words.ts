import { loadWords } from './catalogues';
import { getLanguage } from './language';

/**
 * A lazily loaded part together with its words in the active language, fetched side by side. The
 * build writes these calls (scripts/pageWords.ts rewrites each `import('./X')` whose module shows
 * words, naming the part's words file); nobody lists a part's words by hand.
 */
export function withWords<M>(load: Promise<M>, words: string): Promise<M> {
  return Promise.all([load, loadWords(words, getLanguage())]).then(([module]) => module);
}
