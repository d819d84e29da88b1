/**
 * What this API process knows of changes to each user's data, so that answers about a user (their
 * row for sign-in, their feed pages) can be kept in memory and dropped the moment they may be wrong.
 *
 * Keys are user ids, plus 'moderators' (what every moderator sees). They are marked changed:
 * - by the database, at commit, through NOTIFY delv_changes (triggers in drizzle/0014 and 0015): any
 *   process's write to the user's row, posts, shares, shares sent to them, content, likes, comments or
 *   sessions, and likes and comments on their posts, content and sessions; '*' marks everyone;
 * - by this process, around each write request of a signed-in user (trackWrites in auth.ts): from the
 *   request's start to its end nothing of theirs is kept or served from memory, so whatever they
 *   read after their write's answer is read fresh, before any notice could arrive.
 * While the LISTEN connection is down nothing is kept (notices may be lost).
 *
 * A keeper takes a stamp before reading, keeps the value with it, and may serve it while
 * unchangedSince(stamp, ...keys) holds.
 */
import type { Listen } from '../db/client';

/** The channel the triggers of drizzle/0014 and 0015 notify. */
const CHANGES_CHANNEL = 'delv_changes';

/** Beyond this many keys remembered, the memory is reset by marking everything changed. */
const MAX_KEYS = 100_000;

export class ChangeTracker {
  private clock = 0;
  private everythingAt = 0;
  private readonly changedAt = new Map<string, number>();
  private readonly writing = new Map<string, number>();
  private live = false;

  /** Hears the database's notices; false when it cannot (the tracker then keeps nothing). */
  async listen(listen: Listen): Promise<void> {
    await listen(CHANGES_CHANNEL, {
      notice: (payload) => (payload === '*' ? this.changedEverything() : this.changed(payload)),
      up: () => {
        // Whatever happened while nobody listened is unknown.
        this.changedEverything();
        this.live = true;
      },
      down: () => {
        this.live = false;
        this.changedEverything();
      },
    });
  }

  /** The stamp to keep with a value read now about `key`, or null when it must not be kept. */
  stamp(key: string): number | null {
    return this.live && !this.writing.has(key) ? this.clock : null;
  }

  /** Now, for everythingChangedSince(). */
  now(): number {
    return this.clock;
  }

  /** Whether nothing at all changed, as far as the notices tell, after `now()` gave `mark`. */
  quietSince(mark: number): boolean {
    return this.live && mark === this.clock;
  }

  /** Whether everything was marked changed (a table emptied, notices lost) after `now()` gave `mark`. */
  everythingChangedSince(mark: number): boolean {
    return mark < this.everythingAt;
  }

  /** Whether none of `keys` changed (nor is being written) since `stamp` was taken. */
  unchangedSince(stamp: number, ...keys: string[]): boolean {
    if (!this.live || stamp < this.everythingAt) return false;
    for (const key of keys) {
      if (this.writing.has(key) || (this.changedAt.get(key) ?? 0) > stamp) return false;
    }
    return true;
  }

  changed(key: string): void {
    if (this.changedAt.size >= MAX_KEYS) this.changedEverything();
    this.changedAt.set(key, ++this.clock);
  }

  changedEverything(): void {
    this.changedAt.clear();
    this.everythingAt = ++this.clock;
  }

  writeStarted(key: string): void {
    this.writing.set(key, (this.writing.get(key) ?? 0) + 1);
    this.changed(key);
  }

  writeEnded(key: string): void {
    const left = (this.writing.get(key) ?? 1) - 1;
    if (left > 0) this.writing.set(key, left);
    else this.writing.delete(key);
    this.changed(key);
  }
}

/**
 * A small keep of values per key, each served while its keys are unchanged (ChangeTracker) and
 * younger than `maxAgeMs` (or a little less). When full it is emptied (cheaper than an LRU on the hot path, and rare).
 */
export class KeptByChanges<V> {
  private readonly entries = new Map<string, { value: V; stamp: number; expires: number; keys: string[] }>();

  constructor(
    private readonly tracker: ChangeTracker,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(id: string): V | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (Date.now() < entry.expires && this.tracker.unchangedSince(entry.stamp, ...entry.keys)) return entry.value;
    this.entries.delete(id);
    return undefined;
  }

  /** Reads `load()` and keeps its value under `id`, unless one of `keys` changes meanwhile. */
  async load(id: string, keys: string[], load: () => Promise<V>): Promise<V> {
    const stamp = this.tracker.stamp(keys[0]);
    const at = Date.now();
    const value = await load();
    if (stamp !== null && this.tracker.unchangedSince(stamp, ...keys)) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      // Each lives 75-100% of maxAgeMs: values read together (a burst of first visits) must not all
      // expire in the same instant and be read again together.
      this.entries.set(id, { value, stamp, expires: at + this.maxAgeMs * (1 - Math.random() / 4), keys });
    }
    return value;
  }
}
