import type { Recorder } from './recorder';
import type { SoakUser, SoakWorld } from './seed';

/** A 1×1 PNG: the smallest file the upload path accepts as an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** State the operations share: the world, recent posts to read and like, and likes to undo. */
interface Traffic {
  origin: string;
  world: SoakWorld;
  recorder: Recorder;
  /** Recent public posts (anyone may read them), newest last, at most 500. */
  posts: string[];
  /** `userId:postId` of likes given, so the next like on them is an unlike. */
  likes: Set<string>;
  /** Told of every post and comment a 2xx acknowledged (the soak with faults checks the database holds them). */
  onCreated?: (kind: 'post' | 'comment', id: string) => void;
}

/** The post or comment a 2xx answer to a POST created, if that is what the call was. */
function created(path: string, body: Record<string, unknown>): ['post' | 'comment', string] | null {
  if (path === '/api/posts') {
    const postId = (body.post as { postId?: unknown } | undefined)?.postId;
    return typeof postId === 'string' ? ['post', postId] : null;
  }
  if (path.endsWith('/comments')) {
    const commentId = (body.comment as { commentId?: unknown } | undefined)?.commentId ?? body.commentId;
    return typeof commentId === 'string' ? ['comment', commentId] : null;
  }
  return null;
}

/** One timed call; the status is recorded whatever it is; the parsed body is returned when JSON. */
async function call(
  t: Traffic,
  op: string,
  user: SoakUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown> | null> {
  const started = performance.now();
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${t.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    t.recorder.add(op, response.status, performance.now() - started);
    const parsed = response.ok && text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null;
    const write = parsed && method === 'POST' ? created(path, parsed) : null;
    if (write) t.onCreated?.(...write);
    return parsed;
  } catch {
    t.recorder.networkErrors += 1;
    return null;
  }
}

const remember = (t: Traffic, created: Record<string, unknown> | null) => {
  const postId = (created?.post as { postId?: string } | undefined)?.postId;
  if (!postId) return;
  t.posts.push(postId);
  if (t.posts.length > 500) t.posts.shift();
};

const mate = (t: Traffic, user: SoakUser) => pick(t.world.cliques.get(user.cliqueId) ?? [user]);
const postOf = (t: Traffic) => (t.posts.length ? pick(t.posts.slice(-100)) : null);

async function newPost(t: Traffic, user: SoakUser): Promise<void> {
  const inClique = Math.random() < 0.3;
  const content = `Soak post at ${t.recorder.now()} ms #soak${Math.floor(Math.random() * 20)} with @${mate(t, user).username}`;
  const created = await call(
    t,
    'new post',
    user,
    'POST',
    '/api/posts',
    inClique ? { content, cliqueId: user.cliqueId } : { content },
  );
  if (!inClique) remember(t, created);
}

async function toggleLike(t: Traffic, user: SoakUser): Promise<void> {
  const postId = postOf(t);
  if (!postId) return newPost(t, user);
  const key = `${user.userId}:${postId}`;
  const liked = t.likes.has(key);
  await call(t, liked ? 'unlike' : 'like', user, liked ? 'DELETE' : 'POST', `/api/posts/${postId}/like`);
  if (liked) t.likes.delete(key);
  else t.likes.add(key);
}

/** An upload as the browser does it: ask for a URL, PUT the file, post it. */
async function upload(t: Traffic, user: SoakUser): Promise<void> {
  const ticket = await call(t, 'upload: ask', user, 'POST', '/api/media/upload', {
    fileName: 'soak.png',
    fileType: 'image/png',
    fileSize: png.length,
  });
  if (!ticket) return;
  const started = performance.now();
  try {
    const response = await fetch(new URL(String(ticket.uploadUrl), t.origin), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    await response.arrayBuffer();
    t.recorder.add('upload: PUT', response.status, performance.now() - started);
    if (!response.ok) return;
  } catch {
    t.recorder.networkErrors += 1;
    return;
  }
  remember(
    t,
    await call(t, 'upload: post', user, 'POST', '/api/posts', {
      content: 'Soak photo #soakphoto',
      media: [{ key: String(ticket.key) }],
    }),
  );
}

type Operation = [weight: number, run: (t: Traffic, user: SoakUser) => Promise<unknown>];

/** The mix: about 70 % reads, 25 % writes, 5 % uploads (each upload is three calls). */
const operations: Operation[] = [
  [14, (t, u) => call(t, 'feed page 1', u, 'GET', `/api/users/${u.userId}/feed?limit=20`)],
  [8, (t, u) => (postOf(t) ? call(t, 'post page', u, 'GET', `/api/posts/${postOf(t)}`) : newPost(t, u))],
  [
    6,
    (t, u) => (postOf(t) ? call(t, 'comments', u, 'GET', `/api/posts/${postOf(t)}/comments?limit=50`) : newPost(t, u)),
  ],
  [6, (t, u) => call(t, 'notifications', u, 'GET', '/api/notifications?limit=20')],
  [8, (t, u) => call(t, 'bell', u, 'GET', '/api/notifications?unreadOnly=true&limit=1')],
  [8, (t, u) => call(t, 'chat badge', u, 'GET', '/api/messages/unread-count')],
  [5, (t, u) => call(t, 'profile', u, 'GET', `/api/users/${mate(t, u).userId}`)],
  [5, (t, u) => call(t, 'clique posts', u, 'GET', `/api/cliques/${u.cliqueId}/posts?limit=20`)],
  [
    4,
    (t, u) =>
      call(
        t,
        'hashtag search',
        u,
        'GET',
        `/api/hashtags/search?hashtag=soak${Math.floor(Math.random() * 20)}&limit=20`,
      ),
  ],
  [2, (t, u) => call(t, 'trending', u, 'GET', '/api/hashtags/trending?period=today')],
  [2, (t, u) => call(t, 'people search', u, 'GET', `/api/users/search?query=${mate(t, u).username}`)],
  [8, newPost],
  [
    6,
    (t, u) =>
      postOf(t)
        ? call(t, 'comment', u, 'POST', `/api/posts/${postOf(t)}/comments`, {
            content: `Soak comment by @${u.username}`,
          })
        : newPost(t, u),
  ],
  [6, toggleLike],
  [
    2,
    (t, u) =>
      call(t, 'profile edit', u, 'PUT', `/api/users/${u.userId}`, { bio: `Soaking since ${t.recorder.now()} ms` }),
  ],
  [2, (t, u) => call(t, 'mark read', u, 'PUT', '/api/notifications', { notificationIds: ['all'] })],
  [4, upload],
];
const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);

function pickOperation(): Operation[1] {
  let roll = Math.random() * totalWeight;
  for (const [weight, run] of operations) {
    roll -= weight;
    if (roll < 0) return run;
  }
  return (operations[0] as Operation)[1];
}

/** What the HTTP traffic left behind. */
export interface HttpTrafficResult {
  /** Operations not started because 64 were already waiting (the server fell behind). */
  skipped: number;
}

/**
 * Open-loop HTTP traffic: `rps` operations a second, each as a random person, started on schedule
 * whether or not earlier ones have answered (at most 64 in flight), until `until()` says stop;
 * `onCreated` hears of every acknowledged post and comment.
 */
export async function runHttpTraffic(
  origin: string,
  world: SoakWorld,
  recorder: Recorder,
  rps: number,
  until: () => boolean,
  onCreated?: Traffic['onCreated'],
): Promise<HttpTrafficResult> {
  const t: Traffic = { origin, world, recorder, posts: [], likes: new Set(), onCreated };
  const inFlight = new Set<Promise<unknown>>();
  const started = Date.now();
  let launched = 0;
  let skipped = 0;
  while (!until()) {
    const due = Math.floor(((Date.now() - started) / 1000) * rps);
    for (; launched < due; launched += 1) {
      if (inFlight.size >= 64) {
        skipped += 1;
        continue;
      }
      const task = pickOperation()(t, pick(world.users)).catch(() => undefined);
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  return { skipped };
}
