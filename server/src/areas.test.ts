import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema';
import { areas } from './areas';

const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');
const folders = readdirSync(modules, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
/** The backbone's own tables (events, the live channel's tickets, jobs, rate limits). */
const BACKBONE_TABLES = ['domainEvents', 'liveTickets', 'jobs', 'rateLimitCounters'];

describe('the list of areas (areas.ts)', () => {
  it('when a folder is an area, then the list has its manifest once, named after the folder', () => {
    expect(areas.map((a) => a.name).sort()).toEqual(folders);
  });

  it('when a table is in the schema, then exactly one area (or the backbone) owns it', () => {
    const owners = new Map<string, string[]>();
    for (const area of areas) for (const t of area.tables) owners.set(t, [...(owners.get(t) ?? []), area.name]);
    for (const t of BACKBONE_TABLES) owners.set(t, [...(owners.get(t) ?? []), '(backbone)']);
    const unowned = Object.keys(schema).filter((t) => !owners.has(t));
    const shared = [...owners].filter(([, by]) => by.length > 1);
    expect({ unowned, shared }).toEqual({ unowned: [], shared: [] });
  });

  it("when an area names another's tables or its read models, then they are tables it does not or does own", () => {
    const ownerOf = new Map(areas.flatMap((a) => a.tables.map((t) => [t, a.name] as const)));
    for (const area of areas) {
      for (const t of area.borrows ?? []) expect(ownerOf.get(t), `${area.name} borrows ${t}`).not.toBe(area.name);
      for (const t of area.readModels ?? []) expect(ownerOf.get(t), `${area.name} read model ${t}`).toBe(area.name);
    }
  });

  it('when an area uses others, then they are areas of the list', () => {
    const names = new Set(areas.map((a) => a.name));
    for (const area of areas)
      for (const used of area.uses) expect(names.has(used) && used !== area.name, `${area.name} uses ${used}`).toBe(true);
  });

  it('when areas use each other, then no area reaches itself again: the uses are layers, lower areas never use higher ones', () => {
    const uses = new Map(areas.map((a) => [a.name, a.uses]));
    // Depth-first: a name met again on the path it is reached by is a circle.
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return void circles.push([...path.slice(path.indexOf(name)), name].join(' -> '));
      if (done.has(name)) return;
      for (const used of uses.get(name) ?? []) visit(used, [...path, name]);
      done.add(name);
    };
    for (const area of areas) visit(area.name, []);
    expect(circles).toEqual([]);
  });

  it('when an area has a policy, then it names at least one rule (who may do what with its things)', () => {
    for (const area of areas) expect(Object.keys(area.policy).length, area.name).toBeGreaterThan(0);
  });
});
