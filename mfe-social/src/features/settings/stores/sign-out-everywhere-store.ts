import { makeAutoObservable } from 'mobx';
import { attempt } from '@cliques/stores';

/** Settings → Security → Sign out everywhere: ends every sign-in of the account, this one too. */
export class SignOutEverywhereStore {
  /** True while signing out ('Signing Out...'). */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';

  constructor(private readonly signOutEverywhere: () => Promise<void>) {
    makeAutoObservable<SignOutEverywhereStore, 'signOutEverywhere'>(
      this,
      { signOutEverywhere: false },
      { autoBind: true },
    );
  }

  /** True once every session has ended (the page goes to /login). */
  async run(): Promise<boolean> {
    if (this.busy) return false;
    return attempt(this, { flag: 'busy', failed: 'Failed to sign out everywhere' }, () => this.signOutEverywhere());
  }
}
