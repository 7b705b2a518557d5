/** Version of the contract's format: `contractVersion` of every build's cliques-contract.json. */
export const contractVersion = 1;
/**
 * Every remote by federation name. Renaming or dropping a page or module here is a breaking change
 * for the host or another area; a breaking change of a module's props bumps its `version`.
 */
export const remotes = {
    mfe_auth: { dir: 'mfe-auth', pages: ['login', 'signup', 'verify'], modules: {} },
    mfe_feed: {
        dir: 'mfe-feed',
        pages: ['feed', 'post', 'hashtags', 'hashtag'],
        modules: {
            './post-card': { exportName: 'PostCard', version: 1 },
            './composer': { exportName: 'Composer', version: 1 },
        },
    },
    mfe_chat: { dir: 'mfe-chat', pages: ['chat'], modules: {} },
    mfe_social: {
        dir: 'mfe-social',
        pages: ['notifications', 'profile', 'userProfile', 'settings', 'cliques', 'friends', 'moderation'],
        modules: {},
    },
    mfe_legal: { dir: 'mfe-legal', pages: ['contact', 'privacy', 'terms', 'eula'], modules: {} },
};
/**
 * The modules each area loads from another area at run time (the host loads every page of every
 * remote, so it is not listed). A remote that drops one of these breaks that area.
 */
export const remoteUses = {
    mfe_social: { mfe_feed: ['./post-card', './composer'] },
};
