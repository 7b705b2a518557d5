/** What every area's tests share: one render helper and builders of the data they show. */
export { deferred, renderWithProviders, type RenderOptions } from './render';
export { makeComment, makePost, makeProfile, makeSessionUser, makeUser, setSession } from './builders';
export { installIndexedDb } from './indexed-db';
