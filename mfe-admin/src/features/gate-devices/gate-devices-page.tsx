import { useQuery } from '@tanstack/react-query';
import type { GateDevice, GateDeviceWithSecrets } from 'api/contract/gate-access';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { gateDevicesQuery } from './api/get-gate-devices';
import { gateSettingsQuery } from './api/get-gate-settings';
import { useRevokeDevice } from './api/use-revoke-device';
import { useRotateDeviceKey } from './api/use-rotate-device-key';
import { DeliveriesDialog } from './deliveries-dialog';
import { DeviceFormDialog } from './device-form-dialog';
import { DeviceSecretsDialog } from './device-secrets-dialog';
import { useDeviceWords } from './device-words';
import { GateSettingsForm } from './gate-settings-form';
import '../../lib/admin-list.css';
import './gate-devices-page.css';

/** What is open over the list: one dialog at a time. */
type Open =
  | { kind: 'register' }
  | { kind: 'edit'; device: GateDevice }
  | { kind: 'rotate'; device: GateDevice }
  | { kind: 'revoke'; device: GateDevice }
  | { kind: 'deliveries'; device: GateDevice }
  // The key and secret live only here, only while their dialog is open.
  | { kind: 'secrets'; issued: GateDeviceWithSecrets; rotated: boolean };

const NO_DEVICES: GateDevice[] = [];

/**
 * /admin/gate/devices (capability `gate_devices`): the garage's gate controllers and cameras, their
 * keys (shown once at registration and rotation), revocation, webhook deliveries, and each
 * location's gate rules.
 */
export function GateDevicesPage() {
  const t = useT();
  const words = useDeviceWords();
  const devicesRead = useQuery({
    ...gateDevicesQuery(),
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.gateDevices.loadError')) },
  });
  const settingsRead = useQuery(gateSettingsQuery());
  const locations = settingsRead.data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const rotateDeviceKey = useRotateDeviceKey();
  const revokeDevice = useRevokeDevice();
  const busy = rotateDeviceKey.isPending || revokeDevice.isPending;
  const settingsId = useId();
  const close = () => setOpen(null);

  const locationName = (id: number) =>
    locations.find((location) => location.location_id === id)?.location_name ?? '—';

  const rotate = async (device: GateDevice) => {
    try {
      const issued = await rotateDeviceKey.mutateAsync(device.id);
      setOpen({ kind: 'secrets', issued, rotated: true });
      notify.success(t('admin.gateDevices.rotate.done', { name: device.name }));
    } catch (error) {
      notify.error(adminErrorText(error, t));
      close();
    }
  };

  const revoke = async (device: GateDevice) => {
    try {
      await revokeDevice.mutateAsync(device.id);
      notify.success(t('admin.gateDevices.revoke.done', { name: device.name }));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    } finally {
      close();
    }
  };

  const connection = (device: GateDevice) => {
    if (device.revoked_at) {
      return (
        <span className="gate-devices__stack">
          <Badge tone="neutral">{t('admin.gateDevices.revoked')}</Badge>
          <span>{t('admin.gateDevices.revokedAt', { time: words.when(device.revoked_at) })}</span>
        </span>
      );
    }
    return (
      <span className="gate-devices__stack">
        <Badge tone={device.online ? 'success' : 'warning'}>
          {t(device.online ? 'admin.gateDevices.online' : 'admin.gateDevices.offline')}
        </Badge>
        <span>
          {device.last_seen_at
            ? t('admin.gateDevices.lastSeen', { time: words.when(device.last_seen_at) })
            : t('admin.gateDevices.neverSeen')}
        </span>
      </span>
    );
  };

  const lastWebhook = (device: GateDevice) => {
    const delivery = device.last_delivery;
    if (!delivery) {
      return t(device.webhook_url ? 'admin.gateDevices.webhook.noneYet' : 'admin.gateDevices.webhook.none');
    }
    const time = words.when(delivery.attempted_at);
    return (
      <span className="gate-devices__stack">
        <span>
          {t(delivery.ok ? 'admin.gateDevices.webhook.delivered' : 'admin.gateDevices.webhook.failed', {
            time,
          })}
        </span>
        <span>{words.answer(delivery)}</span>
        {delivery.next_attempt_at ? (
          <span>
            {t('admin.gateDevices.webhook.nextAttempt', { time: words.when(delivery.next_attempt_at) })}
          </span>
        ) : null}
      </span>
    );
  };

  const columns: TableColumn<GateDevice>[] = [
    {
      id: 'name',
      header: t('admin.gateDevices.columns.name'),
      rowHeader: true,
      className: 'admin-list__wrap',
      cell: (device) => device.name,
    },
    {
      id: 'location',
      header: t('admin.gateDevices.columns.location'),
      className: 'admin-list__wrap',
      cell: (device) => locationName(device.location_id),
    },
    {
      id: 'kind',
      header: t('admin.gateDevices.columns.kind'),
      cell: (device) => t(`admin.gateDevices.kinds.${device.kind}`),
    },
    {
      id: 'key',
      header: t('admin.gateDevices.columns.key'),
      cell: (device) => <code>{t('admin.gateDevices.keyPrefix', { prefix: device.key_prefix })}</code>,
    },
    { id: 'state', header: t('admin.gateDevices.columns.state'), cell: connection },
    {
      id: 'webhook',
      header: t('admin.gateDevices.columns.webhook'),
      className: 'admin-list__wrap',
      cell: lastWebhook,
    },
    {
      id: 'actions',
      header: t('admin.gateDevices.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (device) => (
        <Inline gap={2} justify="end">
          {device.revoked_at ? null : (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.gateDevices.actions.editDevice', { name: device.name })}
                onClick={() => setOpen({ kind: 'edit', device })}
              >
                {t('admin.gateDevices.actions.edit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.gateDevices.actions.rotateDevice', { name: device.name })}
                onClick={() => setOpen({ kind: 'rotate', device })}
              >
                {t('admin.gateDevices.actions.rotate')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('admin.gateDevices.actions.revokeDevice', { name: device.name })}
                onClick={() => setOpen({ kind: 'revoke', device })}
              >
                {t('admin.gateDevices.actions.revoke')}
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('admin.gateDevices.actions.deliveriesOf', { name: device.name })}
            onClick={() => setOpen({ kind: 'deliveries', device })}
          >
            {t('admin.gateDevices.actions.deliveries')}
          </Button>
        </Inline>
      ),
    },
  ];

  const confirming = open?.kind === 'rotate' || open?.kind === 'revoke' ? open : null;

  return (
    <Stack gap={5} className="gate-devices-page">
      <PageHeader
        title={t('admin.gateDevices.title')}
        description={t('admin.gateDevices.description')}
        actions={
          <Button onClick={() => setOpen({ kind: 'register' })} disabled={locations.length === 0}>
            {t('admin.gateDevices.register')}
          </Button>
        }
      />
      <Table
        caption={t('admin.gateDevices.caption')}
        captionHidden
        columns={columns}
        rows={devicesRead.data ?? NO_DEVICES}
        getRowKey={(device) => device.id}
        loading={devicesRead.isPending}
        rowClassName={(device) => (device.revoked_at ? 'gate-devices__revoked' : undefined)}
        empty={t(devicesRead.isError ? 'admin.gateDevices.loadError' : 'admin.gateDevices.empty')}
      />

      <section aria-labelledby={settingsId} className="gate-devices__settings">
        <h2 id={settingsId} className="gate-devices__heading">
          {t('admin.gateDevices.settings.heading')}
        </h2>
        {settingsRead.isError ? (
          <Alert tone="danger">{t('admin.gateDevices.settings.loadError')}</Alert>
        ) : null}
        {locations.map((settings) => (
          <GateSettingsForm key={settings.location_id} settings={settings} />
        ))}
      </section>

      {open?.kind === 'register' || open?.kind === 'edit' ? (
        <DeviceFormDialog
          device={open.kind === 'edit' ? open.device : null}
          locations={locations}
          onClose={close}
          onRegistered={(issued) => {
            setOpen({ kind: 'secrets', issued, rotated: false });
          }}
          onSaved={(device) => {
            notify.success(t('admin.gateDevices.form.saved', { name: device.name }));
            close();
          }}
        />
      ) : null}
      {open?.kind === 'secrets' ? (
        <DeviceSecretsDialog issued={open.issued} rotated={open.rotated} onClose={close} />
      ) : null}
      {open?.kind === 'deliveries' ? <DeliveriesDialog device={open.device} onClose={close} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        tone="danger"
        title={
          confirming
            ? t(
                confirming.kind === 'rotate'
                  ? 'admin.gateDevices.rotate.title'
                  : 'admin.gateDevices.revoke.title',
                {
                  name: confirming.device.name,
                },
              )
            : ''
        }
        message={
          confirming
            ? t(
                confirming.kind === 'rotate'
                  ? 'admin.gateDevices.rotate.message'
                  : 'admin.gateDevices.revoke.message',
              )
            : ''
        }
        confirmLabel={
          confirming
            ? t(
                confirming.kind === 'rotate'
                  ? 'admin.gateDevices.rotate.confirm'
                  : 'admin.gateDevices.revoke.confirm',
              )
            : ''
        }
        busy={busy}
        onConfirm={() => {
          if (confirming?.kind === 'rotate') void rotate(confirming.device);
          else if (confirming?.kind === 'revoke') void revoke(confirming.device);
        }}
        onCancel={close}
      />
    </Stack>
  );
}
