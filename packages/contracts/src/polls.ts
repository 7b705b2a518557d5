import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, pageQuery } from './common';
import { pollLimits } from './limits';

export { pollLimits } from './limits';

/** One answer of a poll; `votes` is null while the results are hidden (hideResultsUntilClosed, not yet closed). */
export const PollOption = Type.Object({
  optionId: Type.String(),
  text: Type.String(),
  votes: Type.Union([Type.Integer(), Type.Null()]),
});
export type PollOption = Static<typeof PollOption>;

/**
 * A post's poll as the reader sees it: `totalVotes` is the sum of the options' votes (null while
 * hidden); `myVotes` the reader's own choice (never anyone else's); `closed` once `closesAt` passed.
 */
export const Poll = Type.Object({
  pollId: Type.String(),
  options: Type.Array(PollOption),
  totalVotes: Type.Union([Type.Integer(), Type.Null()]),
  multiple: Type.Boolean(),
  hideResultsUntilClosed: Type.Boolean(),
  closesAt: Timestamp,
  closed: Type.Boolean(),
  myVotes: Type.Array(Type.String()),
});
export type Poll = Static<typeof Poll>;

/** `poll` of POST /posts: 2–10 distinct options of 1–100 characters, open 5 minutes to 30 days. */
export const PollInput = Type.Object(
  {
    options: Type.Array(Type.String({ minLength: 1, maxLength: pollLimits.optionText }), {
      minItems: pollLimits.minOptions,
      maxItems: pollLimits.maxOptions,
    }),
    multiple: Type.Boolean(),
    closesInMinutes: Type.Integer({ minimum: pollLimits.minMinutes, maximum: pollLimits.maxMinutes }),
    hideResultsUntilClosed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PollInput = Static<typeof PollInput>;

/** POST /polls/{id}/votes body: the options chosen (one on a single-choice poll); a new vote replaces the last. */
export const VoteBody = Type.Object(
  { optionIds: Type.Array(Id, { minItems: 1, maxItems: pollLimits.maxOptions, uniqueItems: true }) },
  { additionalProperties: false },
);
export type VoteBody = Static<typeof VoteBody>;

/** POST and DELETE /polls/{id}/votes answer the poll as it now stands for the caller. */
export const PollResponse = Type.Object({ poll: Poll });
export type PollResponse = Static<typeof PollResponse>;

/** GET /cliques/{id}/media query. */
export const CliqueMediaQuery = Type.Composite(
  [pageQuery(30), Type.Object({ type: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('video')])) })],
  { additionalProperties: false },
);
export type CliqueMediaQuery = Static<typeof CliqueMediaQuery>;

/** One photo or video of a clique's gallery, with the post it came from. */
export const GalleryItem = Type.Object({
  postId: Type.String(),
  key: Type.String(),
  url: Type.String(),
  type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  fileType: Type.String(),
  alt: Type.Optional(Type.String()),
  authorId: Type.String(),
  createdAt: Timestamp,
});
export type GalleryItem = Static<typeof GalleryItem>;

/** GET /cliques/{id}/media answer, newest first. */
export const CliqueMediaPage = Type.Object({
  items: Type.Array(GalleryItem),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type CliqueMediaPage = Static<typeof CliqueMediaPage>;

/** Client frame: the polls shown on the page (replaces the last list); their results come live as `poll` frames. */
export const WatchPollsFrame = Type.Object(
  { action: Type.Literal('watchPolls'), pollIds: Type.Array(Id, { maxItems: pollLimits.watched }) },
  { additionalProperties: false },
);
export type WatchPollsFrame = Static<typeof WatchPollsFrame>;

/** Server frame: a watched poll's results moved or it closed (never who voted; none while its results are hidden). */
export interface PollFrame {
  type: 'poll';
  pollId: string;
  postId: string;
  options: { optionId: string; votes: number }[];
  totalVotes: number;
  closed: boolean;
}
