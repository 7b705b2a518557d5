/**
 * Request and response schemas for every call and realtime frame (docs/API.md).
 * The server validates and serialises with them; the browser takes its types from them.
 */
export * from './common';
export * from './client-config';
export * from './account';
export * from './contact';
export * from './cliques';
export * from './friends';
export * from './notifications';
export * from './posts';
export * from './bookmarks';
export * from './polls';
export * from './history';
export * from './events';
export * from './quotes';
export * from './search';
export * from './hashtags';
export * from './media';
export * from './moderation';
export * from './chat';
export * from './live';
export * from './users';
export * from './safety';
export * from './server-policies';
export * from './remotes';
export * from './remote-contract';
export * from './routes';
