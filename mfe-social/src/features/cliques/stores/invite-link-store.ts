import { makeAutoObservable, runInAction } from 'mobx';
import type { Clique, CliqueInvitePreview } from '@cliques/contracts';
import { attempt } from '@cliques/stores';
import { errorMessage } from '@cliques/api-client';
import type { CliqueApi } from './clique-api';
import type { LoadStatus } from './clique-detail-store';

/** An invite link (`/cliques?invite=<code>`): what it leads to, and joining with it. */
export class InviteLinkStore {
  preview: CliqueInvitePreview | null = null;
  status: LoadStatus = 'idle';
  joining = false;
  error = '';

  constructor(
    readonly code: string,
    private readonly api: Pick<CliqueApi, 'previewCliqueInvite' | 'joinCliqueByInvite'>,
  ) {
    makeAutoObservable<InviteLinkStore, 'api'>(this, { api: false, code: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const preview = await this.api.previewCliqueInvite(this.code);
      runInAction(() => {
        this.preview = preview;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'This invite link does not work');
        this.status = 'error';
      });
    }
  }

  /** Joins with the link; resolves to the clique, or null when refused. */
  async join(): Promise<Clique | null> {
    let joined: Clique | null = null;
    await attempt(this, { flag: 'joining', failed: 'Failed to join the clique' }, async () => {
      joined = await this.api.joinCliqueByInvite(this.code);
    });
    return joined;
  }
}
