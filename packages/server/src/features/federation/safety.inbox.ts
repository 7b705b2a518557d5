import type { InboxContext } from '@fedify/fedify';
import type { Flag } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';

/** A report from another server about local content. */
export async function onFlag(_ctx: InboxContext<AppContext>, _flag: Flag): Promise<void> {}
