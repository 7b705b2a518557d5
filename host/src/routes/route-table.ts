/** One route of the app and the remote page that renders it. */
export interface AreaRoute {
  path: string;
  remote: string;
  page: string;
  area: string;
}

const auth = { remote: 'mfe_auth', area: 'Sign-in' };
const feed = { remote: 'mfe_feed', area: 'Feed' };
const chat = { remote: 'mfe_chat', area: 'Chat' };
const social = { remote: 'mfe_social', area: 'People and cliques' };
const legal = { remote: 'mfe_legal', area: 'Legal' };

/** Legal pages and the contact form: open to everyone, signed in or not. */
export const publicRoutes: AreaRoute[] = [
  { path: '/contact', page: 'contact', ...legal },
  { path: '/privacy', page: 'privacy', ...legal },
  { path: '/terms', page: 'terms', ...legal },
  { path: '/eula', page: 'eula', ...legal },
];

/** SPEC §2 signed-out routes (besides the public ones); any other path goes to /login. */
export const signedOutRoutes: AreaRoute[] = [
  { path: '/login', page: 'login', ...auth },
  { path: '/signup', page: 'signup', ...auth },
  { path: '/verify', page: 'verify', ...auth },
];

/** SPEC §2 signed-in routes, inside the shell; / and any other path go to /feed. */
export const signedInRoutes: AreaRoute[] = [
  { path: '/feed', page: 'feed', ...feed },
  { path: '/post/:postId', page: 'post', ...feed },
  { path: '/hashtag', page: 'hashtags', ...feed },
  { path: '/hashtag/:hashtag', page: 'hashtag', ...feed },
  { path: '/notifications', page: 'notifications', ...social },
  { path: '/profile', page: 'profile', ...social },
  { path: '/profile/:userId', page: 'userProfile', ...social },
  { path: '/settings', page: 'settings', ...social },
  { path: '/cliques', page: 'cliques', ...social },
  { path: '/friends', page: 'friends', ...social },
  { path: '/chat', page: 'chat', ...chat },
];
