import { makeAutoObservable, runInAction } from 'mobx';
import type { CliqueInvitation } from '@cliques/contracts';
import { attempt } from '@cliques/stores';
import { errorMessage } from '@cliques/api-client';
import type { CliqueApi } from './clique-api';
import type { LoadStatus } from './clique-detail-store';

/** The invitations waiting for you: accept (you are in) or decline. */
export class InvitationsStore {
  invitations: CliqueInvitation[] = [];
  status: LoadStatus = 'idle';
  busy = false;
  error = '';

  constructor(
    private readonly api: Pick<CliqueApi, 'listCliqueInvitations' | 'answerCliqueInvitation'>,
    /** Called with the clique whose invitation you accepted. */
    private readonly onAccepted: (invitation: CliqueInvitation) => void,
  ) {
    makeAutoObservable<InvitationsStore, 'api' | 'onAccepted'>(
      this,
      { api: false, onAccepted: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    if (this.invitations.length === 0) this.status = 'loading';
    try {
      const invitations = await this.api.listCliqueInvitations();
      runInAction(() => {
        this.invitations = invitations;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Failed to load your invitations');
        this.status = 'error';
      });
    }
  }

  answer(invitation: CliqueInvitation, answer: 'accept' | 'decline'): Promise<boolean> {
    const { cliqueId } = invitation.clique;
    return attempt(this, { flag: 'busy', failed: 'Failed to answer the invitation' }, async () => {
      await this.api.answerCliqueInvitation(cliqueId, answer);
      runInAction(() => {
        this.invitations = this.invitations.filter((i) => i.clique.cliqueId !== cliqueId);
      });
      if (answer === 'accept') this.onAccepted(invitation);
    });
  }
}
