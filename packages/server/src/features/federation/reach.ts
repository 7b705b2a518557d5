import type { Federation } from '@fedify/fedify';
import type { AppContext } from '../../context';
import { actorDeleteJob } from './erasure.outbox';
import { followJob, registerFollowObjects } from './follows.outbox';
import { registerInstanceActor } from './instance-actor';
import { flagJob } from './reports.outbox';

/**
 * People's reach and safety across servers (FEDERATION=on only): the jobs that send a follow of a
 * remote account or its undo, an erased person's Delete and a forwarded report; the instance actor
 * that forwards reports and the Follows people sent. (The hooks on people search, follows and
 * reports are api-hooks.ts.)
 */
export function defineReach(context: AppContext, federation: Federation<AppContext>): void {
  context.jobs.define(followJob(context));
  context.jobs.define(actorDeleteJob(context));
  context.jobs.define(flagJob(context));
  registerInstanceActor(federation);
  registerFollowObjects(federation);
}
