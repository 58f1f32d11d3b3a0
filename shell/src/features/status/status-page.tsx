import type { HealthNote } from 'api/contract/health-response';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { Table } from 'design-system/components/table';
import { Tile, TileGrid } from 'design-system/components/tile';
import { formatTime } from 'design-system/format/dates';
import { type MessageKey, type TFunction, useLanguage, useT } from 'design-system/i18n/language';
import { FrontEndTable } from './front-end-table';
import type { RemoteManifests } from './front-end-versions';
import { useHealthReport } from './use-health-report';
import './status-tables.css';

const NOTE_KEYS: Readonly<Record<HealthNote, MessageKey>> = {
  offline_outbox: 'status.notes.offline_outbox',
};

const SERVICE_KEYS: Readonly<Record<string, MessageKey>> = {
  client: 'status.client',
  db: 'status.serviceNames.db',
  payments: 'status.serviceNames.payments',
  mail: 'status.serviceNames.mail',
  captcha: 'status.serviceNames.captcha',
};

/** A service id from the health report in the visitor's language; ids added later show as sent. */
function serviceLabel(name: string, t: TFunction): string {
  const key = SERVICE_KEYS[name];
  return key ? t(key) : name;
}

/**
 * `remotes`: each remote's manifest URL as this page's remote map names it; given, the page also lists
 * which build each front end serves.
 */
export function StatusPage({ remotes }: { remotes?: RemoteManifests }) {
  const t = useT();
  const { language } = useLanguage();
  const { report, checking, check } = useHealthReport();

  return (
    <Container>
      <Stack gap={5}>
        <PageHeader
          title={t('status.title')}
          description={t('status.autoRefresh')}
          actions={
            <Button variant="secondary" onClick={() => void check()} loading={checking}>
              {checking ? t('status.checking') : t('status.refresh')}
            </Button>
          }
        />
        {report === null ? (
          <Loading />
        ) : (
          <>
            <Alert tone={report.ok ? 'success' : 'danger'} live="polite">
              {report.ok ? t('status.allOperational') : t('status.someDown')}
            </Alert>
            <TileGrid label={t('status.title')}>
              <Tile
                label={t('status.uptime')}
                value={t('status.uptimeValue', { minutes: Math.floor(report.uptime / 60) })}
              />
              <Tile
                label={t('status.latency')}
                value={t('status.latencyValue', { ms: Math.round(report.latency) })}
              />
            </TileGrid>
            <Table
              caption={t('status.services')}
              columns={[
                {
                  id: 'name',
                  header: t('status.serviceName'),
                  rowHeader: true,
                  cell: ([name]) => serviceLabel(name, t),
                },
                {
                  id: 'state',
                  header: t('status.serviceState'),
                  className: 'status-tables__wrap',
                  cell: ([name, state]) => {
                    // Up is not the whole story for a stand-in: the outbox is up and sends nothing.
                    const note = report.notes?.[name];
                    const noteKey = note ? NOTE_KEYS[note] : undefined;
                    return (
                      <>
                        <Badge tone={state === 'up' ? 'success' : 'danger'}>
                          {state === 'up' ? t('status.up') : t('status.down')}
                        </Badge>
                        {noteKey ? <> {t(noteKey)}</> : null}
                      </>
                    );
                  },
                },
              ]}
              rows={Object.entries(report.services)}
              getRowKey={([name]) => name}
            />
            {remotes ? <FrontEndTable remotes={remotes} /> : null}
            <p>{t('status.lastChecked', { time: formatTime(report.checkedAt, language) })}</p>
          </>
        )}
      </Stack>
    </Container>
  );
}
