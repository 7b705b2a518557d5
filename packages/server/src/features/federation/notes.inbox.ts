import type { InboxContext } from '@fedify/fedify';
import type { Announce, Create, Delete, Like, Undo, Update } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';

type Ctx = InboxContext<AppContext>;

export async function onCreate(_ctx: Ctx, _create: Create): Promise<void> {}
export async function onUpdate(_ctx: Ctx, _update: Update): Promise<void> {}
export async function onDelete(_ctx: Ctx, _del: Delete): Promise<void> {}
export async function onLike(_ctx: Ctx, _like: Like): Promise<void> {}
export async function onAnnounce(_ctx: Ctx, _announce: Announce): Promise<void> {}
export async function onUndoLike(_ctx: Ctx, _undo: Undo, _like: Like): Promise<void> {}
export async function onUndoAnnounce(_ctx: Ctx, _undo: Undo, _announce: Announce): Promise<void> {}
