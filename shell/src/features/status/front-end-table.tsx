import { useQuery } from '@tanstack/react-query';
import { Badge } from 'design-system/components/badge';
import { Table } from 'design-system/components/table';
import { formatLongDate, formatTime } from 'design-system/format/dates';
import { type MessageKey, useLanguage, useT } from 'design-system/i18n/language';
import { type FrontEndVersion, fetchFrontEndVersions, type RemoteManifests } from './front-end-versions';
import './status-tables.css';

// A remote added later shows under its map name until it gets one here.
const NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  shell: 'status.frontEnds.names.shell',
  signup: 'status.frontEnds.names.signup',
  portal: 'status.frontEnds.names.portal',
  admin: 'status.frontEnds.names.admin',
};

/** Which build of each front end this page gets, where it comes from, and whether it answered. */
export function FrontEndTable({ remotes }: { remotes: RemoteManifests }) {
  const t = useT();
  const { language } = useLanguage();
  const versions = useQuery({
    queryKey: ['shell', 'front-end-versions', remotes],
    queryFn: () => fetchFrontEndVersions(remotes),
  });
  return (
    <Table<FrontEndVersion>
      caption={t('status.frontEnds.title')}
      loading={versions.isPending}
      columns={[
        {
          id: 'name',
          header: t('status.frontEnds.module'),
          rowHeader: true,
          cell: (row) => {
            const key = NAME_KEYS[row.name];
            return key ? t(key) : row.name;
          },
        },
        {
          id: 'version',
          header: t('status.frontEnds.version'),
          className: 'status-tables__wrap',
          cell: (row) => (
            <>
              {row.version ?? t('status.frontEnds.unknown')}
              {row.builtAt ? (
                <>
                  <br />
                  {t('status.frontEnds.built', {
                    date: formatLongDate(row.builtAt, language),
                    time: formatTime(row.builtAt, language),
                  })}
                </>
              ) : null}
            </>
          ),
        },
        {
          id: 'from',
          header: t('status.frontEnds.servedFrom'),
          className: 'status-tables__wrap',
          cell: (row) => row.manifestUrl,
        },
        {
          id: 'state',
          header: t('status.frontEnds.state'),
          cell: (row) => (
            <Badge tone={row.loaded ? 'success' : 'danger'}>
              {row.loaded ? t('status.frontEnds.loaded') : t('status.frontEnds.notLoaded')}
            </Badge>
          ),
        },
      ]}
      rows={versions.data ?? []}
      getRowKey={(row) => row.name}
    />
  );
}
