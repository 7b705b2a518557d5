/** Where each page of this area lives (the host's route table says the same). */
export const paths: Record<string, string> = {
  notifications: '/notifications',
  profile: '/profile',
  userProfile: '/profile/:userId',
  settings: '/settings',
  cliques: '/cliques',
  friends: '/friends',
  moderation: '/moderation',
};
