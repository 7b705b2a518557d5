import type { ReportedTarget } from '@cliques/contracts';
import type { Queryable } from '../../platform/database/database';
import { toMedia } from '../posts';
import { type EmbedUrl } from '../posts';
import { toUserSummary } from '../people';
import { targetRows, type TargetRef } from './targets.repository';

export type { TargetRef } from './targets.repository';
export { visibleTargetAuthor } from './targets.repository';

/** A target that no longer exists. */
export const goneTarget: ReportedTarget = { author: null, content: null, name: null, media: [] };

/** The key of a target in the maps below. */
export const targetKey = (target: TargetRef) => `${target.type}:${target.id}`;

/** Targets as they are now, by `targetKey`; gone ones are absent. One query per type present. */
export async function loadTargets(
  db: Queryable,
  targets: TargetRef[],
  embedUrl: EmbedUrl,
): Promise<Map<string, ReportedTarget>> {
  const found = new Map<string, ReportedTarget>();
  const types = [...new Set(targets.map((t) => t.type))];
  for (const type of types) {
    const ids = [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
    for (const row of await targetRows(db, type, ids)) {
      found.set(targetKey({ type, id: row.id }), {
        author: toUserSummary(row),
        content: row.content,
        name: row.name,
        media: row.media.map((m) => toMedia(m, embedUrl)),
        ...(row.content_warning ? { contentWarning: row.content_warning } : {}),
      });
    }
  }
  return found;
}

/** The words the audit log keeps of a target: its name and text, or null when it has none. */
export function snapshotOf(target: ReportedTarget | undefined): string | null {
  const parts = [target?.name, target?.content].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('\n\n') : null;
}
