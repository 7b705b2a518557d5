import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AuditEntry,
  AuditResponse,
  ModerationAction,
  ModerationActionBody,
  ModerationActionResponse,
  ModerationItem,
  ModerationReportsResponse,
} from '@cliques/contracts';
import { PagedList } from '@cliques/stores';

/** The moderation calls (the API client's; fakes in tests). */
export interface ModerationApi {
  listModerationReports(
    status: 'open' | 'resolved',
    page: { nextToken?: string | null },
  ): Promise<ModerationReportsResponse>;
  actOnReport(reportId: string, body: ModerationActionBody): Promise<ModerationActionResponse>;
  listModerationAudit(page: { nextToken?: string | null }): Promise<AuditResponse>;
}

export type ModerationTab = 'open' | 'resolved' | 'audit';

/**
 * /moderation: the open queue, the resolved items and the audit log, each paged; an action on an
 * open item resolves every report of its target, so the item leaves the queue.
 */
export class ModerationStore {
  /** The tab on screen. */
  tab: ModerationTab = 'open';
  readonly open: PagedList<ModerationItem>;
  readonly resolved: PagedList<ModerationItem>;
  readonly audit: PagedList<AuditEntry>;
  /** The item an action is under way on. */
  acting: string | null = null;
  /** What the last action did, for the confirmation line. */
  lastAction: ModerationAction | null = null;

  constructor(private readonly api: ModerationApi) {
    const byId = (item: { id: string }) => item.id;
    this.open = new PagedList((nextToken) => api.listModerationReports('open', { nextToken }), byId, {
      failed: 'Failed to load the reports',
    });
    this.resolved = new PagedList((nextToken) => api.listModerationReports('resolved', { nextToken }), byId, {
      failed: 'Failed to load the reports',
    });
    this.audit = new PagedList((nextToken) => api.listModerationAudit({ nextToken }), byId, {
      failed: 'Failed to load the audit log',
    });
    makeAutoObservable<ModerationStore, 'api'>(
      this,
      { api: false, open: false, resolved: false, audit: false },
      { autoBind: true },
    );
  }

  /** Shows a tab, loading it afresh (resolved items and audit entries change with every action). */
  show(tab: ModerationTab): Promise<void> {
    this.tab = tab;
    this.lastAction = null;
    return this[tab].load();
  }

  /**
   * Removes the content, suspends its author or dismisses the reports. On success the item leaves
   * the queue; a failure rejects with the reason (shown where the action was asked for).
   */
  async act(item: ModerationItem, body: ModerationActionBody): Promise<void> {
    this.acting = item.id;
    this.lastAction = null;
    try {
      const result = await this.api.actOnReport(item.id, body);
      runInAction(() => {
        this.open.remove(item.id);
        this.lastAction = result.action;
      });
    } finally {
      runInAction(() => {
        this.acting = null;
      });
    }
  }
}
