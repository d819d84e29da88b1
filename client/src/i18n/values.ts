import { useMemo } from 'react';
import { CATEGORY_LABELS } from '@delv/shared';
import { i18n } from './catalogues';
import { useLanguage } from './useT';

/*
 * Words for values the shared constants hold in English (user categories, countries, industries),
 * from the shell's catalogue: 'category.<value>', 'country.<value>', 'industry.<value>'. The values
 * themselves (what forms send, what the database keeps) never change. An unknown value (an old
 * row) is shown as it is.
 */

// The groups are written whole ('category.'), so the build sees which words this needs (scripts/pageWords.ts).
function label(group: 'category.' | 'country.' | 'industry.', value: string, fallback = value): string {
  const id = `shell:${group}${value}`;
  return id in (i18n.messages ?? {}) ? i18n._(id) : fallback;
}

export interface ValueLabels {
  category(value: string): string;
  country(value: string): string;
  industry(value: string): string;
  /** The title under a name: the last category, as `displayCategory` in @delv/shared does. */
  displayCategory(usercategory: readonly string[] | null | undefined): string;
}

export function useValueLabels(): ValueLabels {
  const language = useLanguage();
  return useMemo(
    () => ({
      category: (value) => label('category.', value, CATEGORY_LABELS[value] ?? value),
      country: (value) => label('country.', value),
      industry: (value) => label('industry.', value),
      displayCategory: (usercategory) => {
        const last = usercategory?.[usercategory.length - 1];
        return last ? label('category.', last, CATEGORY_LABELS[last] ?? last) : '';
      },
    }),
    // A new language gives new labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language],
  );
}
