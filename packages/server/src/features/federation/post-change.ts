/** What the post trigger of migration 300 enqueues as `federation.post`: which post changed, by whom, where. */
export interface PostChange {
  postId: string;
  authorId: string;
  cliqueId: string | null;
}
