import type { StaffMe } from 'api/contract/staff-accounts';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { useT } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { useRemoveTotp } from './api/use-remove-totp';
import { useRenewRecoveryCodes } from './api/use-renew-recovery-codes';
import { PasswordCheckDialog } from './password-check-dialog';
import { TotpEnrolment } from './totp-enrolment';

type SecondFactorSectionProps = {
  me: StaffMe;
  /** Fresh recovery codes to show this once (after setting up, replacing, or asking for new ones). */
  onRecoveryCodes: (codes: string[]) => void;
};

/**
 * Whether a second factor is on, how many recovery codes are left; set it up or replace it, new
 * recovery codes, and, for ambassadors only (admins and managers must keep one), turn it off.
 */
export function SecondFactorSection({ me, onRecoveryCodes }: SecondFactorSectionProps) {
  const t = useT();
  const removeTotp = useRemoveTotp();
  const renewRecoveryCodes = useRenewRecoveryCodes();
  const [asking, setAsking] = useState<'codes' | 'off' | null>(null);
  const mayTurnOff = me.role === 'ambassador';

  return (
    <Card title={t('admin.account.factor.heading')}>
      <div className="account-section">
        <p className="account-section__text">
          {t(me.totp_enabled ? 'admin.account.factor.on' : 'admin.account.factor.off')}
        </p>
        {me.totp_enabled ? (
          <p className="account-section__text">
            {t(countedKey('admin.account.factor.codesLeft', me.recovery_codes_left), {
              count: me.recovery_codes_left,
            })}
          </p>
        ) : null}
        <TotpEnrolment
          startLabel={t(me.totp_enabled ? 'admin.account.factor.replace' : 'admin.account.factor.setUp')}
          onConfirmed={(codes) => {
            notify.success(t('admin.account.factor.enrolled'));
            onRecoveryCodes(codes);
          }}
        >
          {me.totp_enabled ? (
            <>
              <Button variant="secondary" onClick={() => setAsking('codes')}>
                {t('admin.account.factor.newCodes')}
              </Button>
              {mayTurnOff ? (
                <Button variant="secondary" onClick={() => setAsking('off')}>
                  {t('admin.account.factor.turnOff')}
                </Button>
              ) : null}
            </>
          ) : null}
        </TotpEnrolment>
      </div>
      {asking === 'codes' ? (
        <PasswordCheckDialog
          title={t('admin.account.factor.newCodesTitle')}
          text={t('admin.account.factor.newCodesText')}
          confirmLabel={t('admin.account.factor.newCodesConfirm')}
          onClose={() => setAsking(null)}
          onConfirm={async (password) => {
            const { recovery_codes } = await renewRecoveryCodes.mutateAsync(password);
            setAsking(null);
            onRecoveryCodes(recovery_codes);
          }}
        />
      ) : null}
      {asking === 'off' ? (
        <PasswordCheckDialog
          title={t('admin.account.factor.turnOffTitle')}
          text={t('admin.account.factor.turnOffText')}
          confirmLabel={t('admin.account.factor.turnOffConfirm')}
          tone="danger"
          onClose={() => setAsking(null)}
          onConfirm={async (password) => {
            await removeTotp.mutateAsync(password);
            setAsking(null);
            notify.success(t('admin.account.factor.turnedOff'));
          }}
        />
      ) : null}
    </Card>
  );
}
