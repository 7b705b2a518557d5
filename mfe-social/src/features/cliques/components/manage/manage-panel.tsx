import { useT } from '../../../../i18n';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Tabs, type TabItem } from '../../../../components/tabs';
import { cliqueApi } from '../../stores/clique-api';
import { CliqueReportsStore } from '../../stores/clique-reports-store';
import type { CliqueDetailStore } from '../../stores/clique-detail-store';
import { ManageStore } from '../../stores/manage-store';
import { CliqueMembers } from '../clique-members';
import { AuditLog } from './audit-log';
import { Bans } from './bans';
import { Invites } from './invites';
import { PendingPosts } from './pending-posts';
import { CliqueReports } from './reports';
import { Requests } from './requests';
import { SettingsForm } from './settings-form';

type Section = 'requests' | 'reports' | 'invites' | 'members' | 'bans' | 'pending' | 'audit' | 'settings';

/** Manage (moderators and above): requests, reports, invitations, members and roles, bans, pending posts, audit, settings. */
export const ManagePanel = observer(function ManagePanel({ store: detail }: { store: CliqueDetailStore }) {
  const [store] = useState(() => new ManageStore(detail.cliqueId, cliqueApi, () => void detail.load()));
  const [reports] = useState(() => new CliqueReportsStore(detail.cliqueId));
  const [section, setSection] = useState<Section>('requests');
  const t = useT();
  const clique = detail.clique;
  const role = clique?.viewer.role;
  if (!clique || !role) return null;
  const sections: TabItem<Section>[] = [
    { id: 'requests', label: t('Requests') },
    { id: 'reports', label: t('Reports') },
    { id: 'invites', label: t('Invitations and links') },
    { id: 'members', label: t('Members and roles') },
    { id: 'bans', label: t('Bans') },
    { id: 'pending', label: t('Pending posts') },
    { id: 'audit', label: t('Audit log') },
    ...(detail.isAdmin ? [{ id: 'settings' as const, label: t('Settings') }] : []),
  ];
  return (
    <section className="social-stack" aria-label={t('Manage')}>
      {store.notice && <p role="status">{t.text(store.notice)}</p>}
      {store.error && (
        <p className="ui-error" role="alert">
          {t.text(store.error)}
        </p>
      )}
      <Tabs label={t('Manage sections')} tabs={sections} selected={section} onSelect={setSection}>
        {section === 'requests' && <Requests store={store} clique={clique} />}
        {section === 'reports' && <CliqueReports store={reports} />}
        {section === 'invites' && <Invites store={store} />}
        {section === 'members' && (
          <CliqueMembers cliqueId={clique.cliqueId} manage={{ role, onTransferred: () => void detail.load() }} />
        )}
        {section === 'bans' && <Bans store={store} />}
        {section === 'pending' && <PendingPosts store={store} />}
        {section === 'audit' && <AuditLog store={store} />}
        {section === 'settings' && <SettingsForm store={detail} />}
      </Tabs>
    </section>
  );
});
