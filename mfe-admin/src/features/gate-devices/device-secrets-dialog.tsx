import type { GateDeviceWithSecrets } from 'api/contract/gate-access';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Dialog } from 'design-system/components/dialog';
import { useT } from 'design-system/i18n/language';
import { useState } from 'react';
import { CopyButton } from './copy-button';

type DeviceSecretsDialogProps = {
  /** The answer of a registration or rotation: the only time the key and secret exist outside the device. */
  issued: GateDeviceWithSecrets;
  rotated: boolean;
  onClose: () => void;
};

/**
 * The device's API key and webhook signing secret, shown this once (the server keeps only a hash of
 * the key and derives the secret). Closing drops them: the page that opened it holds them in state
 * only while this is open. A backdrop click does not close it, so a stray tap cannot lose them.
 */
export function DeviceSecretsDialog({ issued, rotated, onClose }: DeviceSecretsDialogProps) {
  const t = useT();
  const [copied, setCopied] = useState<{ what: string; ok: boolean } | null>(null);
  const name = issued.device.name;
  const secrets = [
    {
      label: t('admin.gateDevices.secrets.apiKey'),
      copyLabel: t('admin.gateDevices.secrets.copyApiKey'),
      value: issued.api_key,
    },
    {
      label: t('admin.gateDevices.secrets.webhookSecret'),
      copyLabel: t('admin.gateDevices.secrets.copyWebhookSecret'),
      value: issued.webhook_secret,
    },
  ];

  return (
    <Dialog
      open
      title={t(
        rotated ? 'admin.gateDevices.secrets.rotatedTitle' : 'admin.gateDevices.secrets.registeredTitle',
        {
          name,
        },
      )}
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={<Button onClick={onClose}>{t('admin.gateDevices.secrets.done')}</Button>}
    >
      <div className="device-secrets">
        <Alert tone="warning" live="off">
          {t('admin.gateDevices.secrets.warning')}
        </Alert>
        <dl className="device-secrets__list">
          {secrets.map((secret) => (
            <div key={secret.label} className="device-secrets__item">
              <dt>{secret.label}</dt>
              <dd>
                <code className="device-secrets__value">{secret.value}</code>
                <CopyButton
                  value={secret.value}
                  label={secret.copyLabel}
                  onCopied={(ok) => setCopied({ what: secret.label, ok })}
                />
              </dd>
            </div>
          ))}
        </dl>
        <p className="device-secrets__copied" role="status">
          {copied
            ? copied.ok
              ? t('admin.gateDevices.secrets.copied', { what: copied.what })
              : t('admin.gateDevices.secrets.copyFailed')
            : null}
        </p>
      </div>
    </Dialog>
  );
}
