import type { Context } from '@fedify/fedify';
import type { AppContext } from '../../context';
import type { PostChange } from './post-change';

/** A post of a clique changed (the `federation.post` job): the clique's Group tells its remote members. */
export async function deliverCliquePost(_ctx: Context<AppContext>, _change: PostChange): Promise<void> {}
