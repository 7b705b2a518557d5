/**
 * The write limits of docs/API.md ("Safety"), per account and shared by every instance: how many
 * writes of each kind one person may make in a window. Generous for a person, fatal for a script.
 * A route takes one with `config: { writeLimit: '<kind>' }`; the chat socket takes `messages`.
 */
export const writeLimits = {
  posts: { max: 30, windowSeconds: 60 },
  /** Edits of your posts: each may queue a link preview, so they count like posts. */
  edits: { max: 30, windowSeconds: 60 },
  comments: { max: 60, windowSeconds: 60 },
  messages: { max: 60, windowSeconds: 60 },
  friendRequests: { max: 50, windowSeconds: 3600 },
  follows: { max: 100, windowSeconds: 3600 },
  uploads: { max: 60, windowSeconds: 60 },
  reports: { max: 20, windowSeconds: 3600 },
  /** Asking to join cliques. */
  cliqueRequests: { max: 30, windowSeconds: 3600 },
  /** Invitations of people and invite links. */
  cliqueInvites: { max: 100, windowSeconds: 3600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

/** A kind of limited write. */
export type WriteKind = keyof typeof writeLimits;

/** The longest window: counts older than this are of no use (the prune job removes them). */
export const longestWindowSeconds = Math.max(...Object.values(writeLimits).map((limit) => limit.windowSeconds));
