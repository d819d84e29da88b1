import type { JoinTarget, SocialKind } from '@delv/shared';
import { beforeCommit } from '../events/publish';
import { registerImageSlot } from '../lib/images';
import type { AnyArea } from './area';
import { registerJoinTarget } from './joinTargets';
import { registerTarget } from './targets';

/**
 * Hands the platform what each area declares that is not per process: its in-transaction reactions
 * (events/publish.ts), its image slots (lib/images.ts), the targets of comments, ratings and likes
 * (platform/targets.ts) and what joining its things means (platform/joinTargets.ts). Called once, by areas.ts as the
 * list loads, so whatever imports the list (the app, the job runner, the CLIs) finds them there.
 */
export function installAreas(areas: readonly AnyArea[]): void {
  for (const area of areas) {
    for (const [type, handler] of Object.entries(area.beforeCommit ?? {})) beforeCommit(type as never, area.name, handler as never);
    for (const [name, slot] of Object.entries(area.images ?? {})) registerImageSlot(name, slot);
    for (const [kind, target] of Object.entries(area.targets ?? {})) registerTarget(kind as SocialKind, target);
    for (const [kind, handler] of Object.entries(area.joinTargets ?? {})) registerJoinTarget(kind as JoinTarget, handler);
  }
}
