import type { Migration } from '.';

/**
 * Posts and everything hanging off them. Lists page by keyset on (time DESC, id DESC), so every list
 * has an index in exactly that order behind its filter column: a deep page costs what the first does.
 * post_hashtags and mentions copy the post's time, author and clique so search, trending and the
 * visibility check read the index alone.
 */
export const posts: Migration = {
  id: '020-posts',
  sql: `
CREATE TABLE media_objects (
  key text PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  blob_id text NOT NULL,
  content_type text NOT NULL,
  content_encoding text,
  size bigint NOT NULL,
  stored_size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_objects_owner ON media_objects (owner_id);

CREATE TABLE posts (
  post_id uuid PRIMARY KEY,
  author_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  clique_id uuid REFERENCES cliques (clique_id) ON DELETE CASCADE,
  content text NOT NULL DEFAULT '',
  hashtags text[] NOT NULL DEFAULT '{}',
  likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  shares_count integer NOT NULL DEFAULT 0 CHECK (shares_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_author_recent ON posts (author_id, created_at DESC, post_id DESC);
CREATE INDEX posts_clique_recent ON posts (clique_id, created_at DESC, post_id DESC) WHERE clique_id IS NOT NULL;
CREATE INDEX posts_clique_top ON posts (clique_id, likes_count DESC, created_at DESC, post_id DESC) WHERE clique_id IS NOT NULL;

CREATE TABLE post_media (
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  position smallint NOT NULL,
  key text NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('image', 'video')),
  file_type text NOT NULL,
  file_size bigint NOT NULL,
  PRIMARY KEY (post_id, position)
);
CREATE INDEX post_media_key ON post_media (key);

CREATE TABLE comments (
  comment_id uuid PRIMARY KEY,
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  parent_comment_id uuid REFERENCES comments (comment_id) ON DELETE CASCADE,
  content text NOT NULL,
  likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_post_oldest ON comments (post_id, created_at, comment_id);
CREATE INDEX comments_parent ON comments (parent_comment_id) WHERE parent_comment_id IS NOT NULL;
CREATE INDEX comments_author ON comments (author_id);

CREATE TABLE post_likes (
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_likes_user ON post_likes (user_id);

CREATE TABLE comment_likes (
  comment_id uuid NOT NULL REFERENCES comments (comment_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user ON comment_likes (user_id);

CREATE TABLE shares (
  share_id uuid PRIMARY KEY,
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (post_id, user_id)
);
CREATE INDEX shares_user_recent ON shares (user_id, created_at DESC, share_id DESC);

CREATE TABLE post_hashtags (
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  tag text NOT NULL,
  author_id uuid NOT NULL,
  clique_id uuid,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, tag)
);
CREATE INDEX post_hashtags_tag_recent ON post_hashtags (tag, created_at DESC, post_id DESC) INCLUDE (clique_id);
CREATE INDEX post_hashtags_recent ON post_hashtags (created_at) INCLUDE (tag, author_id, clique_id);

CREATE TABLE mentions (
  post_id uuid NOT NULL REFERENCES posts (post_id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  clique_id uuid,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX mentions_user_recent ON mentions (user_id, created_at DESC, post_id DESC) INCLUDE (clique_id);
`,
};
