import { makeAutoObservable } from 'mobx';
import type { SessionUser } from './types';

/**
 * The auth state of SPEC §4: user (none or a user), loading (initially true), initialized (false
 * until the first session check ends). One instance, shared as a federated singleton.
 */
export class SessionStore {
  /** The signed-in user, or null. */
  user: SessionUser | null = null;
  /** True while the auth state is resolving or an auth call is under way. */
  loading = true;
  /** False until the first session check has ended. */
  initialized = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  /** Ends the first session check with no user. */
  initialize(): Promise<void> {
    this.user = null;
    this.loading = false;
    this.initialized = true;
    return Promise.resolve();
  }

  /** Signs out: leads to no user. */
  signOut(): Promise<void> {
    this.user = null;
    return Promise.resolve();
  }

  /** The bearer token for API calls, or null when signed out. */
  getIdToken(): Promise<string | null> {
    return Promise.resolve(null);
  }
}
