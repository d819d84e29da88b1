import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Navigate, createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router';
import { routeTitleKey } from './titles';

/** Every page's path in the router, joined with its parents' (layout and guard routes add none;
 * a route that only redirects shows the title of where it leads). */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const here = r.index ? parent || '/' : r.path ? `${parent.replace(/\/$/, '')}/${r.path}` : parent;
    const redirect = isValidElement(r.element) && r.element.type === Navigate;
    return [...((r.path || r.index) && !redirect ? [here] : []), ...paths(r.children ?? [], here)];
  });
}

/** A real address for a pattern: each :param becomes an id. */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, 'a1b2c3');

describe('route titles', () => {
  const routes = createRoutesFromElements((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);
  const all = paths(routes).filter((p) => !p.endsWith('*'));

  it('walks the whole router', () => {
    expect(isValidElement(AppRoutes())).toBe(true);
    expect(all.length).toBeGreaterThan(80);
  });

  it('when a route is added, then it has its own title, not "Page not found"', () => {
    const untitled = all.filter((p) => routeTitleKey(addressOf(p)) === 'notFound');
    expect(untitled).toEqual([]);
  });

  it('when no route matches, then the title is "Page not found"', () => {
    expect(routeTitleKey('/no/such/page')).toBe('notFound');
  });
});
