import { makeAutoObservable, runInAction } from 'mobx';
import { actOnCliqueReport, listCliqueReports } from '@cliques/api-client';
import {
  cliqueLimits,
  type CliqueReportAction,
  type CliqueReportActionBody,
  type CliqueReportActionResponse,
  type ModerationItem,
  type ModerationReportsResponse,
} from '@cliques/contracts';
import { PagedList, attempt } from '@cliques/stores';
import type { SocialMessage } from '../../../i18n';

/** The calls of a clique's reports (the API client's; fakes in tests). */
export interface CliqueReportsApi {
  listCliqueReports(
    cliqueId: string,
    status: 'open' | 'resolved',
    nextToken?: string | null,
  ): Promise<ModerationReportsResponse>;
  actOnCliqueReport(
    cliqueId: string,
    reportId: string,
    body: CliqueReportActionBody,
  ): Promise<CliqueReportActionResponse>;
}

export const cliqueReportsApi: CliqueReportsApi = { listCliqueReports, actOnCliqueReport };

/** A mute's hours until the moderator types others. */
export const defaultMuteHours = 24;

/** What the status line says once a decision is made. */
const doneNotices: Record<CliqueReportAction, SocialMessage> = {
  remove_content: 'Resolved: content removed.',
  mute: 'Resolved: the author is muted in the clique.',
  ban: 'Resolved: the author is banned from the clique.',
  dismiss: 'Resolved: dismissed, no action taken.',
};

/**
 * The Manage panel's Reports: the clique's open reports, one item per reported post, comment or
 * message, and the decisions on them (remove, mute for some hours, ban, dismiss). A decision
 * resolves every report of the target, so the item leaves the list.
 */
export class CliqueReportsStore {
  readonly open: PagedList<ModerationItem>;
  /** The hours typed for a mute, by item id (absent: `defaultMuteHours`). */
  muteHours: Record<string, string> = {};
  /** The item a decision is under way on. */
  acting: string | null = null;
  /** Why the last decision failed. */
  error = '';
  /** What the last decision did. */
  notice: SocialMessage | '' = '';

  constructor(
    readonly cliqueId: string,
    private readonly api: CliqueReportsApi = cliqueReportsApi,
  ) {
    this.open = new PagedList(
      async (nextToken) => {
        const page = await api.listCliqueReports(cliqueId, 'open', nextToken);
        return { items: page.items, nextToken: page.nextToken, hasMore: page.nextToken !== null };
      },
      (item) => item.id,
      { failed: 'Failed to load the reports' },
    );
    makeAutoObservable<CliqueReportsStore, 'api'>(
      this,
      // Read while rendering: a plain function, so that the field follows what is typed (an action is untracked).
      { api: false, cliqueId: false, open: false, hoursOf: false },
      { autoBind: true },
    );
  }

  /** The hours shown in an item's mute field. */
  hoursOf(item: ModerationItem): string {
    return this.muteHours[item.id] ?? String(defaultMuteHours);
  }

  setHours(item: ModerationItem, text: string): void {
    this.muteHours[item.id] = text;
  }

  /** Decides on an item; false when refused (the reason is in `error`) or another decision is under way. */
  async decide(item: ModerationItem, action: CliqueReportAction): Promise<boolean> {
    if (this.acting) return false;
    this.notice = '';
    const hours = Number(this.hoursOf(item));
    if (action === 'mute' && !(Number.isInteger(hours) && hours >= 1 && hours <= cliqueLimits.hours)) {
      this.error = 'Choose a number of hours from 1 to 8760.';
      return false;
    }
    this.acting = item.id;
    const body: CliqueReportActionBody = action === 'mute' ? { action, hours } : { action };
    const done = await attempt(this, { failed: 'Failed to decide on the report' }, async () => {
      await this.api.actOnCliqueReport(this.cliqueId, item.id, body);
      runInAction(() => {
        this.open.remove(item.id);
        this.notice = doneNotices[action];
      });
    });
    runInAction(() => {
      this.acting = null;
    });
    return done;
  }
}
