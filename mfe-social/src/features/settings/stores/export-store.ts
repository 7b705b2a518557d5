import { makeAutoObservable } from 'mobx';
import { errorMessage } from '@cliques/api-client';

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
    this.busy = true;
    this.error = '';
    this.success = '';
    try {
      const { url } = await this.deps.exportAccountUrl();
      this.deps.saveFile(url);
      this.finish('', downloadStartedMessage);
    } catch (error) {
      this.finish(errorMessage(error, 'Failed to prepare your download'), '');
    }
  }

  private finish(error: string, success: string): void {
    this.busy = false;
    this.error = error;
    this.success = success;
  }
}
