/** The signed-in user as the client holds it (SPEC §3). */
export interface SessionUser {
  userId: string;
  email: string;
  username: string;
  displayName: string;
  accessToken: string;
}
