import { loadCatalogues } from './catalogues';
import { getLanguage } from './language';

/**
 * A lazily loaded part together with the active language's catalogues it shows, fetched side by
 * side. The build writes these calls (scripts/pageWords.ts rewrites each `import('./X')` whose
 * module shows words); nobody lists a part's words by hand.
 */
export function withWords<M>(load: Promise<M>, namespaces: string[]): Promise<M> {
  return Promise.all([load, loadCatalogues(namespaces, getLanguage())]).then(([module]) => module);
}
