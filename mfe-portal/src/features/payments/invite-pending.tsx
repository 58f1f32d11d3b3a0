import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Stack } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { type Pass, portalApi } from '../../lib/portal-api';
import { portalErrorText } from '../../lib/portal-error-text';
import { useCooldown } from '../../lib/use-cooldown';
import { INVITE_COOLDOWN_KEY } from './pass-storage';

/** Step -1: the pass waits for its e-mail to be confirmed through the invite link. */
export function InvitePending({ pass, onBack }: { pass: Pass; onBack: () => void }) {
  const t = useT();
  const { secondsLeft, start } = useCooldown(INVITE_COOLDOWN_KEY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      const answer = await portalApi.resendInvite(pass);
      start(answer.cooldown_seconds);
      notify.success(t('payments.invite.sent'));
    } catch (failure) {
      setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('payments.invite.title')}>
      <Stack gap={4}>
        <p>{t('payments.invite.message', { email: pass.email })}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button
          variant="primary"
          fullWidth
          loading={busy}
          disabled={secondsLeft > 0}
          onClick={() => void resend()}
        >
          {secondsLeft > 0
            ? t('payments.invite.wait', { seconds: secondsLeft })
            : t('payments.invite.resend')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('common.back')}
        </Button>
      </Stack>
    </Card>
  );
}
