import type { PassAction } from 'api/contract/portal';
import { useT } from 'design-system/i18n/language';

/** Why an action the dashboard leaves out cannot work now, as the pass answer says. */
export function ActionReason({ action }: { action: PassAction }) {
  const t = useT();
  if (action.available) return null;
  return <p className="portal-hint">{t(`payments.reasons.${action.reason}`)}</p>;
}
