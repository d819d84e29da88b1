import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { areas } from '.';

const here = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
/** The backbone's own tables (events, the live channel's tickets, jobs, rate limits). */
const BACKBONE_TABLES = ['domainEvents', 'liveTickets', 'jobs', 'rateLimitCounters'];

describe('the list of areas (modules/index.ts)', () => {
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
});
