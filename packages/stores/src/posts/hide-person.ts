// How a list of posts changes at once when the viewer blocks or mutes someone, as the server answers
// it from then on (docs/API.md, Safety: Block and Mute), so the page need not load again.

/** What the list rules need of a post (the contracts' Post has it). */
interface PostLike {
  author: { userId: string };
  sharedBy?: { userId: string };
  blockedAuthor?: boolean;
}

/** A feed, hashtag or mention list (or a person's posts) after a block or mute: their posts and shares go. */
export function withoutPerson<T extends PostLike>(posts: T[], userId: string): T[] {
  return posts.filter((post) => post.author.userId !== userId && post.sharedBy?.userId !== userId);
}

/** A clique's posts after a block: theirs stay, collapsed (a clique is shared space). */
export function collapsePerson<T extends PostLike>(posts: T[], userId: string): T[] {
  return posts.map((post) => (post.author.userId === userId ? { ...post, blockedAuthor: true } : post));
}
