import { makeAutoObservable } from 'mobx';
import { attempt } from '@cliques/stores';

/** Shown once the browser was pointed at the archive. */
export const downloadStartedMessage = 'Your download has started. The file is a zip of everything you made on Cliques.';

/** What downloading needs: a short-lived link to the archive, and a way to save a URL as a file. */
export interface ExportDeps {
  exportAccountUrl: () => Promise<{ url: string }>;
  saveFile: (url: string) => void;
}

/**
 * Settings → Your data → Download my data. The API signs a link that works for 60 seconds without
 * the bearer token, so the browser streams the zip to disk rather than the page holding it in memory.
 */
export class ExportStore {
  /** True while asking for the link ('Preparing...'). */
  busy = false;
  /** The error line; empty when there is none. */
  error = '';
  /** The confirmation line. */
  success = '';

  constructor(private readonly deps: ExportDeps) {
    makeAutoObservable<ExportStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  async download(): Promise<void> {
    if (this.busy) return;
    this.success = '';
    await attempt(this, { flag: 'busy', failed: 'Failed to prepare your download' }, async () => {
      const { url } = await this.deps.exportAccountUrl();
      this.deps.saveFile(url);
      this.started();
    });
  }

  private started(): void {
    this.success = downloadStartedMessage;
  }
}
