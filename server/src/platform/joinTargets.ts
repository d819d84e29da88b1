/**
 * What can be joined by request (spec 001 §3, §4): groups, their discussions, institutions. The
 * requests area owns the requests and their cycle (pending -> accepted | rejected); the area of the
 * thing to join says what joining means for it, in its manifest (`joinTargets`), installed from the
 * list of areas (platform/install.ts). Accepting adds the member in the same transaction as the
 * decision, and requests never touches another area's tables nor imports it.
 */
import type { EventSubject, JoinTarget } from '@delv/shared';
import type { Db } from '../db/client';
import type { Actor } from '../policies/actor';

/** What an area tells about one of its things to join, as seen by `actor`. */
export interface JoinTargetInfo {
  name: string;
  /** The group a chat belongs to, else null. */
  groupId: string | null;
  /** Who decides requests now. */
  deciders: string[];
  /** Joined at once, without a request (a public group). */
  open: boolean;
  isMember: boolean;
  /** Why the actor may not ask to join it (an institution account, someone outside a chat's group), else null. */
  refusal: string | null;
  /** Nobody can join it any more (a group everyone left): asking is refused. */
  closed?: boolean;
  /** What notices about its requests name: the group (also for one of its discussions) or the institution. */
  subject: EventSubject;
}

export interface JoinTargetHandler {
  notFoundMessage: string;
  /** The thing, or null when it does not exist (or the actor may not even ask: then throw). */
  find(db: Db, id: string, actor: Actor): Promise<JoinTargetInfo | null>;
  /** Adds the person, inside the decision's transaction: true when added (a member already: false, nothing happens). */
  admit(tx: Db, id: string, userId: string, actorId: string): Promise<boolean>;
}

const handlers = new Map<JoinTarget, JoinTargetHandler>();

/** Installs what joining a kind of thing means (platform/install.ts, from a manifest). */
export function registerJoinTarget(kind: JoinTarget, handler: JoinTargetHandler): void {
  handlers.set(kind, handler);
}

/** The kind's handler, or undefined when no area serves it. */
export const joinTargetOf = (kind: JoinTarget): JoinTargetHandler | undefined => handlers.get(kind);
