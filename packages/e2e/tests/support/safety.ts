/**
 * The username the safety journey signs up as its moderator: playwright.config.ts names it in
 * ADMIN_USERS (an admin may moderate). Each run starts on a fresh data directory, so it is free.
 */
export const moderatorUsername = 'safety_moderator';

/** The moderator's password (an account of this journey only). */
export const moderatorPassword = 'Moderate-with-care-1';
