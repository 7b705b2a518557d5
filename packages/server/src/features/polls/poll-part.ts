import type { Poll, PollInput } from '@cliques/contracts';
import { insertJob } from '../../platform/jobs/queue';
import { badRequest } from '../../platform/http/errors';
import type { PostPart } from '../posts';
import { insertPoll, pollColumn, type PollJson } from './polls.repository';

/** The job that tells a poll's author and voters it closed (poll-close.job.ts). */
export const pollCloseJob = 'polls.close';

/** A poll as the API shows it: the counts are null for everyone while hidden until it closes. */
export function toPollView(json: PollJson): Poll {
  const hidden = json.hideResults && !json.closed;
  const options = json.options.map((o) => ({ optionId: o.optionId, text: o.text, votes: hidden ? null : o.votes }));
  return {
    pollId: json.pollId,
    options,
    totalVotes: hidden ? null : json.options.reduce((sum, o) => sum + o.votes, 0),
    multiple: json.multiple,
    hideResultsUntilClosed: json.hideResults,
    closesAt: new Date(json.closesAt).toISOString(),
    closed: json.closed,
    myVotes: json.myVotes ?? [],
  };
}

/** Option texts as stored (trimmed), refusing a blank one or one that repeats another (case aside): 400 naming it. */
function optionTexts(input: PollInput): string[] {
  const seen = new Set<string>();
  return input.options.map((raw, i) => {
    const text = raw.trim();
    const path = `/poll/options/${i}`;
    if (text === '') throw badRequest('A poll option cannot be blank', [{ path, message: 'blank' }]);
    const key = text.toLocaleLowerCase();
    if (seen.has(key))
      throw badRequest('Each poll option must differ from the others', [{ path, message: 'duplicate' }]);
    seen.add(key);
    return text;
  });
}

/** A post's poll, plugged into posts (post-parts): read with the post, stored with it, its close told by a job. */
export const pollPart: PostPart<'poll'> = {
  field: 'poll',
  column: pollColumn,
  toView: (json) => toPollView(json as PollJson),
  check: (input) => void optionTexts(input),
  async store(tx, owner, input) {
    const pollId = await insertPoll(tx, {
      postId: owner.postId,
      options: optionTexts(input),
      multiple: input.multiple,
      hideResults: input.hideResultsUntilClosed,
      closesInMinutes: input.closesInMinutes,
    });
    await insertJob(tx, pollCloseJob, { pollId }, { delaySeconds: input.closesInMinutes * 60 });
  },
};
