import { useEffect } from 'react';

export const SITE = 'Delv';

/** The title a page set for itself (useDocumentTitle), for the path it was set on. */
let pageTitle: { pathname: string; title: string } | null = null;

/** The title the page on this path gave itself, if any (app/titles.ts keeps it over the route's). */
export const pageTitleOf = (pathname: string): string | null => (pageTitle?.pathname === pathname ? pageTitle.title : null);

/** A page about one thing: its name as the title ('How to build a portfolio · Delv') once known. */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    const title = `${name} · ${SITE}`;
    pageTitle = { pathname: window.location.pathname, title };
    document.title = title;
    return () => {
      pageTitle = null;
    };
  }, [name]);
}
