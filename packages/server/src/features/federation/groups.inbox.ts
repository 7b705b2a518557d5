import type { InboxContext } from '@fedify/fedify';
import type { Follow, Undo } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';

/** A remote account follows a public clique's Group: a join, per the clique's join policy. */
export async function onGroupFollow(
  _ctx: InboxContext<AppContext>,
  _follow: Follow,
  _cliqueId: string,
): Promise<void> {}

/** A remote member leaves a public clique (Undo of their Follow of its Group). */
export async function onUndoGroupFollow(_ctx: InboxContext<AppContext>, _undo: Undo, _follow: Follow): Promise<void> {}
