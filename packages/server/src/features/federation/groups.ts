import type { Context, Federation } from '@fedify/fedify';
import { Person } from '@fedify/fedify/vocab';
import type { AppContext } from '../../context';
import { isId } from '../../platform/input/ids';
import { findLocalGroup } from './actors.repository';
import { answerGroupMember, deliverCliqueComment, type CommentChange, type MemberChange } from './groups.outbox';
import { groupModerators } from './groups.repository';
import { jobContext } from './post-delivery.job';

const moderatorsCollection = 'groupModerators';

/** Where a Group lists its moderators (FEP-1b12: the Group's `attributedTo`). */
export const moderatorsUri = (ctx: Context<AppContext>, cliqueId: string) =>
  ctx.getCollectionUri(moderatorsCollection, { identifier: cliqueId });

/**
 * What public cliques as groups need besides the actor and inbox: the moderators collection
 * (`/ap/actors/{id}/moderators`: the owner, admins and moderators who have an actor, owner
 * first), and the jobs of migration 302's triggers: answering a remote follower whose request or
 * membership changed (`federation.group-member`), and announcing comments (`federation.group-comment`).
 */
export function registerGroups(federation: Federation<AppContext>, context: AppContext): void {
  federation.setOrderedCollectionDispatcher(
    moderatorsCollection,
    Person,
    '/ap/actors/{identifier}/moderators',
    async (ctx, { identifier }) => {
      if (!isId(identifier) || !(await findLocalGroup(ctx.data.db, identifier))) return null;
      const moderators = await groupModerators(ctx.data.db, identifier);
      return {
        items: moderators.map((m) => new Person({ id: m.actorUri ? new URL(m.actorUri) : ctx.getActorUri(m.userId) })),
      };
    },
  );
  context.jobs.define<MemberChange>({
    name: 'federation.group-member',
    lane: 'federation',
    handler: ({ payload }) => answerGroupMember(jobContext(context), payload),
  });
  context.jobs.define<CommentChange>({
    name: 'federation.group-comment',
    lane: 'federation',
    handler: ({ payload }) => deliverCliqueComment(jobContext(context), payload),
  });
}
