import type { AppContext } from '../context';
import { createSmtpSender } from '../platform/mail/mailer';
import { mediaServiceFor } from './media/media.service';
import { analyzeJob } from '../platform/jobs/analyze.job';
import { cliqueActivityJob } from './cliques/clique-activity.job';
import { releaseRetentionJob } from './deploy/retention.job';
import { feedHeadsBigCliqueJob, feedHeadsBigCliqueSweepJob } from './posts/feed-heads-big-clique.job';
import { feedHeadsSweepJob } from './posts/feed-heads-sweep.job';
import { linkPreviewJob } from './link-previews/link-previews.job';
import { pollCloseJobDefinition } from './polls/poll-close.job';
import { eventRemindersJob } from './events';
import { mailSendJob } from '../platform/mail/mail.job';
import { mediaReleaseJob } from './media/media-release.job';
import type { JobQueue } from '../platform/jobs/runner';
import { writeCountsPruneJob } from '../platform/write-limits/prune.job';
import { ticketsPruneJob } from './realtime/tickets-prune.job';

/** How often the periodic jobs run (seconds); tests shorten them. */
export interface JobPeriods {
  mediaRelease: number;
  feedHeadsSweep: number;
  analyze: number;
  writeCountsPrune: number;
  ticketsPrune: number;
  cliqueActivity: number;
  bigCliqueSweep: number;
  releaseRetention: number;
}

/**
 * Every ten seconds for posts a big clique's fan-out missed; once a minute for media, socket tickets
 * and clique activity, every ten minutes for heads and write
 * counts, every five for statistics, hourly for release retention.
 */
export const defaultJobPeriods: JobPeriods = {
  mediaRelease: 60,
  feedHeadsSweep: 600,
  analyze: 300,
  writeCountsPrune: 600,
  ticketsPrune: 60,
  cliqueActivity: 60,
  bigCliqueSweep: 10,
  releaseRetention: 3600,
};

/** Defines every job of the server on the app's queue (the worker starts with the server). */
export function defineJobs(queue: JobQueue, context: AppContext, periods: JobPeriods = defaultJobPeriods): void {
  const { db, config } = context;
  queue.define(
    mediaReleaseJob({
      db,
      storage: async () => (await mediaServiceFor(context)).storage,
      graceSeconds: config.mediaReleaseGraceSeconds,
      everySeconds: Math.min(periods.mediaRelease, Math.max(1, config.mediaReleaseGraceSeconds)),
    }),
  );
  queue.define(
    linkPreviewJob({
      db,
      storage: async () => (await mediaServiceFor(context)).storage,
      allowHosts: new Set(config.linkPreviewAllowHosts),
    }),
  );
  queue.define(feedHeadsSweepJob(db, periods.feedHeadsSweep));
  queue.define(feedHeadsBigCliqueJob(db));
  queue.define(pollCloseJobDefinition(db));
  // Once a minute: a reminder goes out within a minute of its time.
  queue.define(eventRemindersJob(db, 60));
  queue.define(feedHeadsBigCliqueSweepJob(db, periods.bigCliqueSweep));
  queue.define(writeCountsPruneJob(db, periods.writeCountsPrune));
  queue.define(ticketsPruneJob(db, periods.ticketsPrune));
  queue.define(cliqueActivityJob(db, periods.cliqueActivity));
  queue.define(
    releaseRetentionJob({ db, store: context.releaseStore, policy: config.releaseRetention }, periods.releaseRetention),
  );
  if (db.kind === 'pglite') queue.define(analyzeJob(db, periods.analyze));
  if (config.smtpUrl) queue.define(mailSendJob(createSmtpSender({ ...config, smtpUrl: config.smtpUrl })));
}
