import type { GateWebhookDelivery } from 'api/contract/gate-access';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';

/** How the devices page words a moment and a device's answer to a webhook, in the staff member's language. */
export function useDeviceWords() {
  const t = useT();
  const { language } = useLanguage();
  const when = (instant: string) => `${formatListDate(instant)} ${formatTime(instant, language)}`;
  /**
   * 'HTTP status 500'; when the device did not answer, the transport's own error as it came
   * ('TimeoutError: ...'), diagnostic text like the mail server's.
   */
  const answer = (delivery: GateWebhookDelivery) => {
    if (delivery.status_code !== null) {
      return t('admin.gateDevices.webhook.status', { status: delivery.status_code });
    }
    const none = t('admin.gateDevices.webhook.noAnswer');
    return delivery.error ? `${none} · ${delivery.error}` : none;
  };
  return { when, answer };
}
