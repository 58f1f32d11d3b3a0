import { useQuery } from '@tanstack/react-query';
import type { StaffSessionRow } from 'api/contract/staff-accounts';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Table, type TableColumn } from 'design-system/components/table';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { accountErrorText } from './account-error-text';
import { ownSessionsQuery } from './api/get-sessions';
import { useEndSession } from './api/use-end-session';
import { describeUserAgent } from './describe-user-agent';

const NO_SESSIONS: StaffSessionRow[] = [];

/** Where the person is signed in: this device marked, any other one ended with a click. */
export function SessionsSection() {
  const t = useT();
  const { language } = useLanguage();
  const endSession = useEndSession();
  const sessionsRead = useQuery(ownSessionsQuery());
  // The session being ended (one at a time).
  const ending = endSession.isPending ? endSession.variables : null;
  const when = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;

  const deviceName = (session: StaffSessionRow) => {
    const agent = describeUserAgent(session.user_agent);
    if (agent.kind === 'known') {
      return t('admin.account.sessions.browserOn', { browser: agent.browser, system: agent.system });
    }
    return agent.kind === 'raw' ? agent.text : t('admin.account.sessions.unknownDevice');
  };

  const end = async (session: StaffSessionRow) => {
    try {
      await endSession.mutateAsync(session.id);
      notify.success(t('admin.account.sessions.ended'));
    } catch (error) {
      notify.error(accountErrorText(error, t));
    }
  };

  const columns: TableColumn<StaffSessionRow>[] = [
    {
      id: 'device',
      header: t('admin.account.sessions.device'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (session) => (
        <span className="account-sessions__device">
          {deviceName(session)}
          {session.current ? <Badge tone="info">{t('admin.account.sessions.thisDevice')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'started',
      header: t('admin.account.sessions.started'),
      cell: (session) => when(session.created_at),
    },
    {
      id: 'last-seen',
      header: t('admin.account.sessions.lastSeen'),
      cell: (session) => when(session.last_seen_at),
    },
    {
      id: 'address',
      header: t('admin.account.sessions.address'),
      className: 'admin-list__wrap account-sessions__address',
      cell: (session) => session.client_ip ?? t('admin.account.sessions.unknownAddress'),
    },
    {
      id: 'actions',
      header: t('admin.account.sessions.actions'),
      headerHidden: true,
      align: 'end',
      cell: (session) =>
        session.current ? null : (
          <Button
            size="sm"
            variant="secondary"
            loading={ending === session.id}
            disabled={ending !== null && ending !== session.id}
            aria-label={t('admin.account.sessions.endLabel', {
              device: deviceName(session),
              time: when(session.created_at),
            })}
            onClick={() => void end(session)}
          >
            {t('admin.account.sessions.end')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('admin.account.sessions.heading')}>
      <div className="account-section">
        <p className="account-section__text">{t('admin.account.sessions.intro')}</p>
        <Table
          caption={t('admin.account.sessions.caption')}
          captionHidden
          columns={columns}
          rows={sessionsRead.data ?? NO_SESSIONS}
          getRowKey={(session) => session.id}
          loading={sessionsRead.isPending}
          empty={t(
            sessionsRead.isError ? 'admin.account.sessions.loadError' : 'admin.account.sessions.empty',
          )}
        />
      </div>
    </Card>
  );
}
