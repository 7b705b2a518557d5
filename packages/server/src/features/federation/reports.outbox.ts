import { Flag } from '@fedify/fedify/vocab';
import type { ReportReason, ReportTargetType } from '@cliques/contracts';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import type { JobDefinition } from '../../platform/jobs/queue';
import { instanceActorUri, instanceSigner } from './instance-actor';
import { jobContext } from './post-delivery.job';
import { recipientOf } from './recipients';
import { remoteObjectOf } from './report-targets.repository';
import { findRemoteActorById, serverPolicy, type RemoteActorRow } from './remote-actors.repository';

/** A report someone asked to forward (`POST /reports` with `forward: true`). */
export interface ReportForward {
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  note: string | null;
}

/** The job that forwards a report to the server of the content it is about. */
export const flagJobName = 'federation.flag';

/** The remote account a report is about, and the object (post or comment) when it is about one. */
async function remoteTarget(
  context: AppContext,
  report: ReportForward,
): Promise<{ account: RemoteActorRow; objectUri?: string } | undefined> {
  if (!isId(report.targetId)) return undefined;
  if (report.targetType === 'user') {
    const account = await findRemoteActorById(context.db, report.targetId);
    return account && { account };
  }
  if (report.targetType !== 'post' && report.targetType !== 'comment') return undefined;
  const object = await remoteObjectOf(context.db, report.targetType, report.targetId);
  const account = object && (await findRemoteActorById(context.db, object.actorId));
  return account && object && { account, objectUri: object.objectUri };
}

/**
 * `federation.flag`: sends a `Flag` naming the account (and the post or comment) to that account's
 * server, from the instance actor (instance-actor.ts), so the reporter stays unnamed there; its
 * text is the reporter's note, else the reason. Reports about local content, or about a blocked
 * server's, send nothing.
 */
export function flagJob(context: AppContext): JobDefinition<ReportForward> {
  return {
    name: flagJobName,
    lane: 'federation',
    maxAttempts: 5,
    handler: async ({ payload }) => {
      const target = await remoteTarget(context, payload);
      if (!target || (await serverPolicy(context.db, target.account.host)) === 'block') return;
      const ctx = jobContext(context);
      const actor = instanceActorUri(ctx);
      const flag = new Flag({
        id: new URL(`${actor.href}#reports/${payload.reportId}`),
        actor,
        objects: [new URL(target.account.actorUri), ...(target.objectUri ? [new URL(target.objectUri)] : [])],
        content: payload.note || payload.reason,
      });
      await ctx.sendActivity(await instanceSigner(ctx), recipientOf(target.account), flag, { preferSharedInbox: true });
    },
  };
}
