import { useQuery } from '@tanstack/react-query';
import type { GateDevice, GateWebhookDelivery } from 'api/contract/gate-access';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { Table, type TableColumn } from 'design-system/components/table';
import { useT } from 'design-system/i18n/language';
import { deviceDeliveriesQuery } from './api/get-device-deliveries';
import { useDeviceWords } from './device-words';

const NO_DELIVERIES: GateWebhookDelivery[] = [];

/** A device's recent webhook tries: when, which changes, which try, what the device answered. */
export function DeliveriesDialog({ device, onClose }: { device: GateDevice; onClose: () => void }) {
  const t = useT();
  const words = useDeviceWords();
  const read = useQuery(deviceDeliveriesQuery(device.id));

  const columns: TableColumn<GateWebhookDelivery>[] = [
    {
      id: 'time',
      header: t('admin.gateDevices.deliveries.columns.time'),
      rowHeader: true,
      cell: (row) => words.when(row.attempted_at),
    },
    {
      id: 'result',
      header: t('admin.gateDevices.deliveries.columns.result'),
      className: 'admin-list__wrap',
      cell: (row) => (
        <span className="gate-devices__stack">
          <Badge tone={row.ok ? 'success' : 'danger'}>
            {t(row.ok ? 'admin.gateDevices.deliveries.ok' : 'admin.gateDevices.deliveries.failed')}
          </Badge>
          <span>{words.answer(row)}</span>
        </span>
      ),
    },
    {
      id: 'changes',
      header: t('admin.gateDevices.deliveries.columns.changes'),
      cell: (row) => t('admin.gateDevices.deliveries.range', { from: row.from_cursor, to: row.to_cursor }),
    },
    { id: 'attempt', header: t('admin.gateDevices.deliveries.columns.attempt'), cell: (row) => row.attempt },
    {
      id: 'next',
      header: t('admin.gateDevices.deliveries.columns.next'),
      cell: (row) => (row.next_attempt_at ? words.when(row.next_attempt_at) : '—'),
    },
  ];

  return (
    <Dialog
      open
      size="lg"
      title={t('admin.gateDevices.deliveries.title', { name: device.name })}
      description={t('admin.gateDevices.deliveries.description')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.gateDevices.deliveries.close')}
        </Button>
      }
    >
      <Table
        caption={t('admin.gateDevices.deliveries.caption')}
        captionHidden
        columns={columns}
        rows={read.data ?? NO_DELIVERIES}
        getRowKey={(row) => row.id}
        loading={read.isPending}
        empty={t(
          read.isError ? 'admin.gateDevices.deliveries.loadError' : 'admin.gateDevices.deliveries.empty',
        )}
      />
    </Dialog>
  );
}
