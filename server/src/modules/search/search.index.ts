import { sql } from 'drizzle-orm';
import type { SearchGroup, SearchRequest } from '@delv/shared';
import { executeNamed, type Db } from '../../db/client';

/*
 * The search index each API process keeps in memory (SEARCH_INDEX=memory, the default): for every
 * searchable row, its words (from the stored documents PostgreSQL computes, so a word is what
 * PostgreSQL's parser made of it), where they are (title, tags and names) and its sort keys. A search
 * finds, orders and counts here, and reads only its page's rows from PostgreSQL by id.
 *
 * It stays current through search_changes (drizzle/0038), which triggers write in the same
 * transaction as every change to what search reads: before each search the process reads the log
 * from where it last read (one small statement, usually empty) and re-reads the rows it names. So a
 * search sees every change committed before it, in every process, as the SQL search did.
 */

type Source = 'contents' | 'sessions' | 'users';

/** A row of the index as read from PostgreSQL. */
interface IndexRow {
  id: string;
  /** created_at in microseconds: rows written within a millisecond keep their order. */
  created: number;
  rating: number;
  popularity: number;
  /** The title (a mentor's name) in lower case: titles starting with the typed words lead. */
  title: string;
  /** The document's words, space-separated; those of the title; those of tags and names. */
  words: string;
  title_words: string;
  tag_words: string;
  category: string | null;
  visible: boolean | null;
  owner_id: string | null;
  parent_course: string | null;
}

const COMMON = `id::text as id, floor(extract(epoch from created_at) * 1000000)::float8 as created, avg_rating::float8 as rating,
  array_to_string(tsvector_to_array(search_vec), ' ') as words, array_to_string(tsvector_to_array(title_vec), ' ') as title_words,
  array_to_string(tsvector_to_array(ts_filter(search_vec, '{c}')), ' ') as tag_words`;

/** Each source's rows as the index holds them: only rows someone may find (live sessions, confirmed mentors). */
const ROWS: Record<Source, { select: string; where: string }> = {
  contents: {
    select: `select ${COMMON}, views::float8 as popularity, lower(title) as title, category, visible, owner_id::text as owner_id, parent_course from contents`,
    where: 'true',
  },
  sessions: {
    select: `select ${COMMON}, attendee_count::float8 as popularity, lower(session_title) as title, null as category, null as visible,
      null as owner_id, null as parent_course from sessions`,
    where: 'cancelled = false',
  },
  users: {
    select: `select ${COMMON}, views::float8 as popularity, lower(firstname || ' ' || lastname) as title, null as category, null as visible,
      null as owner_id, null as parent_course from users`,
    where: `confirmed and (usercategory[1]) = 'mentor'`,
  },
};

const SOURCES = Object.keys(ROWS) as Source[];
const isSource = (source: string): source is Source => source in ROWS;
/** Rows kept per source for showing (a content row with its owner's card: about 1 KB). */
const SHOWN_MAX = 20_000;
const SOURCE_OF: Record<SearchGroup, Source> = { content: 'contents', courses: 'contents', sessions: 'sessions', mentors: 'users' };

/** Where a word was found in a row, as bits of a posting. */
const IN_TITLE = 1;
const IN_TAGS = 2;
/** Set while a typed word is being matched: the row had one of its alternatives. */
const SEEN = 4;

/** Every word of every indexed row, numbered, and in order for prefixes. Shared by the sources. */
class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Word ids in the words' order; new words wait in `unsorted` until the next prefix lookup. */
  private sorted: number[] = [];
  private unsorted: number[] = [];

  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
      this.unsorted.push(id);
    }
    return id;
  }

  known(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** The ids of the words beginning with `prefix` (the word itself included). */
  startingWith(prefix: string): number[] {
    this.settle();
    const { words, sorted } = this;
    const found: number[] = [];
    for (
      let i = lowerBound(sorted, -1, (id) => (words[id] < prefix ? -1 : 1));
      i < sorted.length && words[sorted[i]].startsWith(prefix);
      i++
    )
      found.push(sorted[i]);
    return found;
  }

  private settle(): void {
    if (!this.unsorted.length) return;
    const byWord = (a: number, b: number) => (this.words[a] < this.words[b] ? -1 : 1);
    if (this.unsorted.length > 64) this.sorted = [...this.sorted, ...this.unsorted].sort(byWord);
    else for (const id of this.unsorted) this.sorted.splice(lowerBound(this.sorted, id, byWord), 0, id);
    this.unsorted = [];
  }
}

/** The first index of `sorted` whose item is not before `item`. */
function lowerBound<T>(sorted: T[], item: T, compare: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(sorted[mid], item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const splitWords = (text: string) => (text ? text.split(' ') : []);

/** Categories as small numbers (a typed column compares in a fraction of the time strings take). */
const categoryCodes = new Map<string, number>();
const categoryCode = (category: string): number => {
  let code = categoryCodes.get(category);
  if (code === undefined) categoryCodes.set(category, (code = categoryCodes.size + 1));
  return code;
};

/** One copy of each repeated string (owners, course names) however many rows hold it. */
const interned = new Map<string, string>();
const intern = (text: string): string => {
  const kept = interned.get(text);
  if (kept !== undefined) return kept;
  interned.set(text, text);
  return text;
};

/**
 * The rows of one source, by slot: keys in typed columns, postings by word, and two orders kept as
 * rows change.
 */
class Store {
  readonly slotOf = new Map<string, number>();
  /** Slots in use and free ones (a removed row's slot is reused). */
  private used = 0;
  private readonly free: number[] = [];
  readonly ids: string[] = [];
  readonly title: string[] = [];
  readonly owner: string[] = [];
  readonly parent: string[] = [];
  created = new Float64Array(0);
  rating = new Float64Array(0);
  popularity = new Float64Array(0);
  category = new Uint8Array(0);
  visible = new Uint8Array(0);
  /** Scratch of a match, by slot (see match). */
  count = new Uint8Array(0);
  places = new Uint8Array(0);
  /** Each row's words as word id * 4 + IN_TITLE/IN_TAGS bits, to take its postings out when it changes. */
  private readonly docWords: (number[] | null)[] = [];
  /** By word id: the rows holding it, each as slot * 8 + IN_TITLE/IN_TAGS bits. */
  readonly postings: number[][] = [];
  /** Live slots, newest first (created, then id, descending: the SQL search's last keys). */
  byNewest: number[] = [];
  /** Live slots in title order (then slot), for titles starting with the typed words. */
  byTitle: number[] = [];
  /** Private items per owner: whether a searcher owns any. */
  readonly privateCount = new Map<string, number>();

  constructor(private readonly vocabulary: Vocabulary) {}

  get size(): number {
    return this.slotOf.size;
  }

  readonly newer = (a: number, b: number): number =>
    this.created[b] - this.created[a] || (this.ids[a] < this.ids[b] ? 1 : this.ids[a] > this.ids[b] ? -1 : 0);
  private readonly titleOrder = (a: number, b: number): number =>
    this.title[a] < this.title[b] ? -1 : this.title[a] > this.title[b] ? 1 : a - b;

  /** Rows of a load into a new store, in batches: orders are sorted once, by `ordered`. */
  append(rows: IndexRow[]): void {
    this.grow(this.used + rows.length);
    for (const row of rows) this.write(this.used++, row, false);
  }

  /** Sorts both orders after a load. */
  ordered(): void {
    this.byNewest = [...this.slotOf.values()].sort(this.newer);
    this.byTitle = [...this.slotOf.values()].sort(this.titleOrder);
  }

  /** Room for `n` slots in every typed column. */
  private grow(n: number): void {
    if (n <= this.created.length) return;
    const size = Math.max(n, 2 * this.created.length, 1024);
    const bigger = <T extends Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.created = bigger(this.created, (k) => new Float64Array(k));
    this.rating = bigger(this.rating, (k) => new Float64Array(k));
    this.popularity = bigger(this.popularity, (k) => new Float64Array(k));
    this.category = bigger(this.category, (k) => new Uint8Array(k));
    this.visible = bigger(this.visible, (k) => new Uint8Array(k));
    this.count = new Uint8Array(size);
    this.places = new Uint8Array(size);
  }

  /** A row added or changed. */
  put(row: IndexRow): void {
    const slot = this.slotOf.get(row.id);
    if (slot !== undefined) {
      this.unorder(slot);
      this.write(slot, row, true);
      return;
    }
    const at = this.free.pop() ?? this.used++;
    this.grow(at + 1);
    this.write(at, row, true);
  }

  /** A row gone (deleted, or no longer findable by anyone). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unorder(slot);
    this.unpost(slot);
    this.countPrivate(slot, -1);
    this.slotOf.delete(id);
    this.ids[slot] = '';
    this.free.push(slot);
  }

  private write(slot: number, row: IndexRow, ordered: boolean): void {
    const existed = this.slotOf.has(row.id);
    if (existed) this.countPrivate(slot, -1);
    this.slotOf.set(row.id, slot);
    this.ids[slot] = row.id;
    this.created[slot] = Number(row.created);
    this.rating[slot] = Number(row.rating);
    this.popularity[slot] = Number(row.popularity);
    this.title[slot] = row.title;
    this.category[slot] = row.category ? categoryCode(row.category) : 0;
    this.visible[slot] = row.visible === false ? 0 : 1;
    this.owner[slot] = intern(row.owner_id ?? '');
    this.parent[slot] = intern(row.parent_course ?? '');
    this.countPrivate(slot, 1);
    const inTitle = new Set(splitWords(row.title_words));
    const inTags = new Set(splitWords(row.tag_words));
    const words = splitWords(row.words).map(
      (w) => this.vocabulary.id(w) * 4 + (inTitle.has(w) ? IN_TITLE : 0) + (inTags.has(w) ? IN_TAGS : 0),
    );
    const before = this.docWords[slot];
    // A change of counters or order alone (a view, a rating) leaves the postings as they are.
    if (!existed || !before || before.length !== words.length || before.some((w, i) => w !== words[i])) {
      if (existed) this.unpost(slot);
      this.docWords[slot] = words;
      for (const w of words) (this.postings[w >>> 2] ??= []).push(slot * 8 + (w & 3));
    }
    if (ordered) {
      this.byNewest.splice(lowerBound(this.byNewest, slot, this.newer), 0, slot);
      this.byTitle.splice(lowerBound(this.byTitle, slot, this.titleOrder), 0, slot);
    }
  }

  /** Takes a row out of both orders (before its keys change). */
  private unorder(slot: number): void {
    for (const [order, compare] of [
      [this.byNewest, this.newer],
      [this.byTitle, this.titleOrder],
    ] as const) {
      const at = lowerBound(order, slot, compare);
      if (order[at] === slot) order.splice(at, 1);
    }
  }

  private unpost(slot: number): void {
    const words = this.docWords[slot];
    if (!words) return;
    for (const w of words) {
      const list = this.postings[w >>> 2];
      const at = list.indexOf(slot * 8 + (w & 3));
      if (at >= 0) {
        list[at] = list[list.length - 1];
        list.pop();
      }
    }
    this.docWords[slot] = null;
  }

  private countPrivate(slot: number, by: number): void {
    if (this.visible[slot] || !this.owner[slot]) return;
    const n = (this.privateCount.get(this.owner[slot]) ?? 0) + by;
    if (n > 0) this.privateCount.set(this.owner[slot], n);
    else this.privateCount.delete(this.owner[slot]);
  }

  /**
   * The rows holding, for every typed word, one of its alternatives (word ids): their slots, and in
   * `places` whether every typed word was found in the title (IN_TITLE) and in tags and names
   * (IN_TAGS). The rarest typed word goes first, so later words only test its rows. `count` is left
   * set for the slots returned (count[slot] === matched) until `release`.
   */
  match(alternatives: number[][]): { slots: number[]; matched: number; touched: number[] } {
    const { count, places, postings } = this;
    const rarestFirst = alternatives
      .map((alts) => ({ alts, n: alts.reduce((sum, w) => sum + (postings[w]?.length ?? 0), 0) }))
      .sort((a, b) => a.n - b.n);
    let slots: number[] = [];
    let touched: number[] = [];
    for (let i = 0; i < rarestFirst.length; i++) {
      const found: number[] = [];
      for (const w of rarestFirst[i].alts) {
        const list = postings[w];
        if (!list) continue;
        for (let j = 0; j < list.length; j++) {
          const p = list[j];
          const slot = p >>> 3;
          if (count[slot] !== i) continue;
          // While a word is matched, its bits (and SEEN) wait in the high half of `places`.
          const mine = places[slot] >>> 3;
          if (!(mine & SEEN)) found.push(slot);
          places[slot] = (places[slot] & 7) | ((mine | SEEN | (p & 7)) << 3);
        }
      }
      for (let j = 0; j < found.length; j++) {
        const slot = found[j];
        const mine = (places[slot] >>> 3) & (IN_TITLE | IN_TAGS);
        places[slot] = i === 0 ? mine : places[slot] & 7 & mine;
        count[slot] = i + 1;
      }
      if (i === 0) touched = found;
      slots = found;
      if (!found.length) break;
    }
    return { slots, matched: rarestFirst.length, touched };
  }

  /** Clears what a match left in the scratch. */
  release(touched: number[]): void {
    for (const slot of touched) {
      this.count[slot] = 0;
      this.places[slot] = 0;
    }
  }
}

/** What a group's page is asked for. */
interface GroupAsk {
  /** Per typed word, the word ids it may be (any of them); null = browse (no words). */
  words: number[][] | null;
  /** Titles starting with this lead ('' = none). */
  leading: string;
  req: Pick<SearchRequest, 'types' | 'category' | 'sort' | 'skip' | 'limit'>;
  /** The searcher, when they own private items (they find their own). */
  privateOwner: string | null;
}

interface GroupPage {
  ids: string[];
  /** Every match, exactly. */
  total: number;
}

/** Titles starting with the words lead: at most this many, of the first LEADING_SCAN in title order. */
const LEADING_MAX = 3;
const LEADING_SCAN = 10;

/** Slot orders, best first. */
type Order = (a: number, b: number) => number;

/** The first `k` of the `slots` that `keep` keeps, in `order`: a buffer of the best so far, which most slots
 * leave at the first comparison. */
function firstOf(slots: number[], keep: (slot: number) => boolean, k: number, order: Order): number[] {
  const top: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if (!keep(slot) || (top.length === k && order(slot, top[k - 1]) >= 0)) continue;
    top.splice(lowerBound(top, slot, order), 0, slot);
    if (top.length > k) top.pop();
  }
  return top;
}

/** The first `k` slots of `order` that `keep` keeps. */
function walk(order: number[], keep: (slot: number) => boolean, k: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < order.length && found.length < k; i++) if (keep(order[i])) found.push(order[i]);
  return found;
}

function countOf(slots: number[], keep: (slot: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < slots.length; i++) if (keep(slots[i])) n++;
  return n;
}

/** A row as a search shows it (search.service's rows statement), with its id. */
export type ShownRow = { id: string; owner?: { id: string } };

export class SearchIndex {
  readonly vocabulary = new Vocabulary();
  private readonly stores: Record<Source, Store>;
  /**
   * The rows searches showed, by source and id, kept until the log names them (or, for items, their
   * owner or an institution): the rows of a page are read from PostgreSQL only when not kept.
   * `shownAge` counts the reads of the log that dropped any, so that a row read before a drop is not
   * kept after it.
   */
  private readonly shown: Record<Source, Map<string, ShownRow>> = { contents: new Map(), sessions: new Map(), users: new Map() };
  private shownAge = 0;
  /** The oldest transaction still running at the last read of the log (xid8 as text). */
  private horizon: string | null = null;
  private readAt = 0;
  private prunedAt = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor() {
    this.stores = { contents: new Store(this.vocabulary), sessions: new Store(this.vocabulary), users: new Store(this.vocabulary) };
  }

  /** Rows held per source, and rows kept for showing. */
  sizes(): Record<Source | 'shown', number> {
    const { contents, sessions, users } = this.stores;
    const shown = this.shown.contents.size + this.shown.sessions.size + this.shown.users.size;
    return { contents: contents.size, sessions: sessions.size, users: users.size, shown };
  }

  /**
   * Brings the index up to every change committed before this call: loads it the first time (and
   * after RELOAD_AFTER_MS without reading the log, which may have been pruned meanwhile), else reads
   * the log. A call made while a read runs waits for the next one, which starts after it: the read
   * running may have begun before the caller's own write committed.
   */
  current(db: Db): Promise<void> {
    if (!this.running) {
      this.running = this.catchUp(db).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running.then(
      () => this.next(db),
      () => this.next(db),
    );
    return this.queued;
  }

  private next(db: Db): Promise<void> {
    this.queued = null;
    return this.current(db);
  }

  private async catchUp(db: Db): Promise<void> {
    const now = Date.now();
    if (this.horizon === null || now - this.readAt > RELOAD_AFTER_MS) return this.load(db);
    const [log] = await executeNamed<{ horizon: string; changes: string }>(
      db,
      'search_index_changes',
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, coalesce((select json_agg(json_build_array(c.source, c.row_id))
        from (select source, row_id from search_changes where tx >= ${this.horizon}::xid8 order by tx limit ${sql.raw(String(CHANGES_MAX))}) c), '[]')::text as changes`,
    );
    const changes = JSON.parse(log.changes) as [string, string | null][];
    if (changes.length >= CHANGES_MAX) return this.load(db);
    const rows = new Map<Source, Set<string>>();
    const emptied = new Set<Source>();
    for (const [source, id] of changes) {
      if (!isSource(source)) continue;
      if (id === null) emptied.add(source);
      else (rows.get(source) ?? rows.set(source, new Set()).get(source)!).add(id);
    }
    this.forgetShown(changes);
    await Promise.all([
      ...[...emptied].map((source) => this.reload(db, source)),
      ...[...rows]
        .filter(([source]) => !emptied.has(source))
        .map(async ([source, ids]) => {
          const store = this.stores[source];
          const found = await readRows(db, source, [...ids]);
          for (const row of found) store.put(row);
          const still = new Set(found.map((r) => r.id));
          for (const id of ids) if (!still.has(id)) store.remove(id);
        }),
    ]);
    this.horizon = log.horizon;
    this.readAt = now;
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await db.execute(sql`delete from search_changes where at < now() - make_interval(secs => ${CHANGES_KEPT_MS / 1000})`);
    }
  }

  /** Drops the kept rows the log names: the rows themselves, items of people whose card changed, and
   * every item's card when an institution changed (its name shows on its admins' cards). */
  private forgetShown(changes: [string, string | null][]): void {
    if (!changes.length) return;
    this.shownAge++;
    const people = new Set<string>();
    for (const [source, id] of changes) {
      if (source === 'institutions' || (source === 'users' && id === null)) this.shown.contents.clear();
      if (!isSource(source)) continue;
      if (id === null) this.shown[source].clear();
      else this.shown[source].delete(id);
      if (source === 'users' && id) people.add(id);
    }
    if (people.size) for (const [id, row] of this.shown.contents) if (row.owner && people.has(row.owner.id)) this.shown.contents.delete(id);
  }

  /**
   * The rows of each group's page in order: those kept, and the others read by `read` (and kept).
   * A row `read` does not return (deleted meanwhile) is left out.
   */
  async shownRows(
    pages: Map<SearchGroup, string[]>,
    read: (missing: Map<SearchGroup, string[]>) => Promise<Map<SearchGroup, ShownRow[]>>,
  ): Promise<Map<SearchGroup, ShownRow[]>> {
    const rows = new Map<string, ShownRow>();
    const missing = new Map<SearchGroup, string[]>();
    for (const [group, ids] of pages) {
      const kept = this.shown[SOURCE_OF[group]];
      const absent: string[] = [];
      for (const id of ids) {
        const row = kept.get(id);
        if (row) rows.set(id, row);
        else absent.push(id);
      }
      if (absent.length) missing.set(group, absent);
    }
    if (missing.size) {
      const age = this.shownAge;
      for (const [group, found] of await read(missing)) {
        const kept = this.shown[SOURCE_OF[group]];
        for (const row of found) {
          rows.set(row.id, row);
          // A row read before the log dropped any may be older than what the log said: shown, not kept.
          if (age !== this.shownAge) continue;
          if (kept.size >= SHOWN_MAX) kept.delete(kept.keys().next().value!);
          kept.set(row.id, row);
        }
      }
    }
    return new Map([...pages].map(([group, ids]) => [group, ids.map((id) => rows.get(id)).filter((r): r is ShownRow => !!r)] as const));
  }

  private async load(db: Db): Promise<void> {
    // The horizon first: changes committed while the rows are read are read again from the log.
    const result = await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`);
    const [{ horizon }] = rowsOf<{ horizon: string }>(result);
    for (const source of SOURCES) await this.reload(db, source);
    this.shownAge++;
    this.horizon = horizon;
    this.readAt = Date.now();
  }

  /**
   * Every row of a source, read in batches (all at once, 100,000 rows' words would be held twice),
   * into a new store that replaces the old one when complete: a search computed meanwhile (while
   * its corrections or rows are read) uses the old one.
   */
  private async reload(db: Db, source: Source): Promise<void> {
    const store = new Store(this.vocabulary);
    for (let after = ''; ;) {
      const rows = await readBatch(db, source, after);
      store.append(rows);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].id;
    }
    store.ordered();
    this.stores[source] = store;
    this.shown[source].clear();
  }

  /** Whether `userId` owns private items (as of the last read of the log). */
  ownsPrivate(userId: string): boolean {
    return this.stores.contents.privateCount.has(userId);
  }

  /** The ids of the words a typed word may be: the known words it begins. */
  wordsStartingWith(word: string): number[] {
    return this.vocabulary.startingWith(word);
  }

  /** The id of a known word, exactly. */
  word(word: string): number | undefined {
    return this.vocabulary.known(word);
  }

  /** One group's page (its rows' ids in order) and total. */
  page(group: SearchGroup, ask: GroupAsk): GroupPage {
    const store = this.stores[SOURCE_OF[group]];
    const { req, privateOwner } = ask;
    const inGroup = groupFilter(store, group, req.types, privateOwner);
    const need = req.skip + req.limit;
    const match = ask.words ? store.match(ask.words) : null;
    try {
      // The rows to look at: the matches, or when browsing every row (newest first). Large sets are
      // counted and walked, never copied (building an array of 85,000 slots costs more than the rest).
      const candidates = match ? match.slots : store.byNewest;
      const { count } = store;
      const findable = match ? (slot: number) => count[slot] === match.matched && inGroup(slot) : inGroup;
      let ordered: number[];
      let total: number;
      if (match && req.sort === 'relevance' && !req.category)
        ({ ordered, total } = bestMatches(store, ask.leading, candidates, need, inGroup, findable));
      else {
        total = countOf(candidates, inGroup);
        ordered =
          !match && (req.sort === 'relevance' || req.sort === 'latest') && !req.category
            ? walk(store.byNewest, findable, need)
            : firstOf(candidates, findable, need, orderOf(store, group, req, match ? (slot) => relevanceOf(store.places[slot]) : null));
      }
      return { ids: ordered.slice(req.skip, need).map((slot) => store.ids[slot]), total };
    } finally {
      if (match) store.release(match.touched);
    }
  }
}

/** Read the log at least this often, or load afresh: the log keeps CHANGES_KEPT_MS. */
const RELOAD_AFTER_MS = 30 * 60_000;
const CHANGES_KEPT_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** More changes than this since the last read: loading afresh costs less than applying them. */
const CHANGES_MAX = 20_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** A source's findable rows of `ids`. */
async function readRows(db: Db, source: Source, ids: string[]): Promise<IndexRow[]> {
  const { select, where } = ROWS[source];
  return rowsOf<IndexRow>(await db.execute(sql`${sql.raw(`${select} where ${where}`)} and id = any(${`{${ids.join(',')}}`}::uuid[])`));
}

/** Rows read at a time while loading. */
const LOAD_BATCH = 10_000;

/** The next LOAD_BATCH of a source's findable rows after id `after` ('' = from the first). */
async function readBatch(db: Db, source: Source, after: string): Promise<IndexRow[]> {
  const { select, where } = ROWS[source];
  const from = after ? sql` and id > ${after}::uuid` : sql``;
  return rowsOf<IndexRow>(
    await db.execute(sql`${sql.raw(`${select} where ${where}`)}${from} order by id limit ${sql.raw(String(LOAD_BATCH))}`),
  );
}

/** Who may see which rows of a group, and the group's own filters. */
function groupFilter(
  store: Store,
  group: SearchGroup,
  types: SearchRequest['types'],
  privateOwner: string | null,
): (slot: number) => boolean {
  if (group === 'sessions' || group === 'mentors') return () => true;
  const { category, visible, owner } = store;
  const course = categoryCode('Course');
  if (group === 'courses') return (slot) => category[slot] === course && (visible[slot] === 1 || owner[slot] === privateOwner);
  const picked = types.filter((t) => t === 'Video' || t === 'Article').map(categoryCode);
  if (picked.length === 1) {
    const only = picked[0];
    return (slot) => category[slot] === only && (visible[slot] === 1 || owner[slot] === privateOwner);
  }
  return picked.length
    ? (slot) => picked.includes(category[slot]) && (visible[slot] === 1 || owner[slot] === privateOwner)
    : (slot) => category[slot] !== course && (visible[slot] === 1 || owner[slot] === privateOwner);
}

/** Relevance outside best match: every word in the title 3, in tags and names 1, else 2. */
const relevanceOf = (places: number) => (places & IN_TITLE ? 3 : places & IN_TAGS ? 1 : 2);

/**
 * The SQL search's orders: Latest (created), Popular (avgRating), Trending (views; a session's
 * registrations), relevance when asked (with words), all descending, ties newest first. With a
 * category, items of a course come first, by course A to Z (Career Guidance) or Z to A.
 */
function orderOf(store: Store, group: SearchGroup, req: GroupAsk['req'], relevance: ((slot: number) => number) | null): Order {
  const keys: Order[] = [];
  if (req.category && (group === 'content' || group === 'courses')) {
    const dir = req.category === 'Career Guidance' ? 1 : -1;
    const { parent } = store;
    keys.push((a, b) => (parent[a] === parent[b] ? 0 : !parent[a] ? 1 : !parent[b] ? -1 : parent[a] < parent[b] ? -dir : dir));
  }
  if (req.sort === 'popular') keys.push((a, b) => store.rating[b] - store.rating[a]);
  else if (req.sort === 'trending') keys.push((a, b) => store.popularity[b] - store.popularity[a]);
  else if (req.sort === 'relevance' && relevance) keys.push((a, b) => relevance(b) - relevance(a));
  keys.push(store.newer);
  return (a, b) => {
    for (const key of keys) {
      const by = key(a, b);
      if (by) return by;
    }
    return 0;
  };
}

/**
 * Best match: titles that start with the typed words (in title order, the title equal to the words
 * first), then the other rows with every word in the title, newest first, then the rest, those found
 * outside tags and names first, newest first. Each part is taken only as far as the page needs: by
 * walking the newest-first order when its rows are many (about need / share rows read), or by
 * picking the newest of them when they are few.
 */
function bestMatches(
  store: Store,
  leading: string,
  matches: number[],
  need: number,
  inGroup: (slot: number) => boolean,
  findable: (slot: number) => boolean,
): { ordered: number[]; total: number } {
  const { places } = store;
  const lead: number[] = [];
  if (leading) {
    // As the SQL search reads the title prefix index: the first LEADING_SCAN of the group's titles
    // from the typed text on, those of them with every word in the title.
    const { byTitle, title } = store;
    let at = lowerBound(byTitle, -1, (a) => (title[a] < leading ? -1 : 1));
    for (let scanned = 0; at < byTitle.length && scanned < LEADING_SCAN && lead.length < LEADING_MAX; at++) {
      const slot = byTitle[at];
      if (!title[slot].startsWith(leading)) break;
      if (!inGroup(slot)) continue;
      scanned++;
      if (findable(slot) && places[slot] & IN_TITLE) lead.push(slot);
    }
  }
  // The parts by where every word was found: 0 title, 1 description (not only tags), 2 tags and names.
  const partOf = (slot: number) => (places[slot] & IN_TITLE ? 0 : places[slot] & IN_TAGS ? 2 : 1);
  const sizes = [0, 0, 0];
  for (let i = 0; i < matches.length; i++) if (findable(matches[i])) sizes[partOf(matches[i])]++;
  const total = sizes[0] + sizes[1] + sizes[2];
  sizes[0] -= lead.length;
  const ordered = [...lead];
  for (const part of [0, 1, 2]) {
    if (ordered.length >= need) break;
    if (!sizes[part]) continue;
    const inPart = (slot: number) => findable(slot) && partOf(slot) === part && !lead.includes(slot);
    const k = need - ordered.length;
    // Walking reads about k * rows / size slots; picking reads every match.
    ordered.push(
      ...(sizes[part] * matches.length > k * store.byNewest.length
        ? walk(store.byNewest, inPart, k)
        : firstOf(matches, inPart, k, store.newer)),
    );
  }
  return { ordered, total };
}

const indexes = new WeakMap<Db, SearchIndex>();

/** This process's index of the database `db` (one per database: tests run several apps on one). */
export function searchIndexOf(db: Db): SearchIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchIndex()));
  return index;
}
