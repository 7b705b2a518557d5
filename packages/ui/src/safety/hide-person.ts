/** What the list rules need of a post (the contracts' Post has it). */
interface PostLike {
  author: { userId: string };
  cliqueId: string | null;
  sharedBy?: { userId: string };
  blockedAuthor?: boolean;
}

/**
 * A post list right after the viewer blocked someone, as the server will answer it from then on:
 * the person's posts and shares go, while their clique posts stay, collapsed (a clique is shared
 * space; API.md, Safety: Block).
 */
export function afterBlock<T extends PostLike>(posts: T[], userId: string): T[] {
  return posts
    .filter((post) => post.sharedBy?.userId !== userId && (post.author.userId !== userId || post.cliqueId !== null))
    .map((post) => (post.author.userId === userId ? { ...post, blockedAuthor: true } : post));
}

/** A feed right after the viewer muted someone: their posts and shares leave it (API.md, Safety: Mute). */
export function afterMute<T extends PostLike>(posts: T[], userId: string): T[] {
  return posts.filter((post) => post.author.userId !== userId && post.sharedBy?.userId !== userId);
}
