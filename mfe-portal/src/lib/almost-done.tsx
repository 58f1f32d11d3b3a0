import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Stack } from 'design-system/components/layout';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import type { Pass } from './portal-api';
import { portalApi } from './portal-api';
import { portalErrorText } from './portal-error-text';
import { useCooldown } from './use-cooldown';

const COOLDOWN_KEY = 'portal.inviteCooldownUntil';

/**
 * The spec's "Almost done" step: the garage added this pass and its owner has not confirmed the e-mail
 * yet (lookup answered 202). The invite can be sent again once its cooldown is over; signing in with a
 * code proves the address too.
 */
export function AlmostDone({
  pass,
  onCodeInstead,
  onBack,
}: {
  pass: Pass;
  onCodeInstead: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const cooldown = useCooldown(COOLDOWN_KEY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      const answer = await portalApi.resendInvite(pass);
      cooldown.start(answer.cooldown_seconds);
      if (answer.sent) notify.success(t('portal.invite.resent'), { toastId: 'portal-invite' });
      else onCodeInstead();
    } catch (failure) {
      const wait = Number(readApiError(failure)?.details.retry_after ?? 0);
      if (wait > 0) cooldown.start(wait);
      else setError(portalErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('portal.invite.title')}>
      <Stack gap={4}>
        <p>{t('portal.invite.text', { email: pass.email })}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button
          variant="primary"
          fullWidth
          loading={busy}
          disabled={busy || cooldown.secondsLeft > 0}
          onClick={() => void resend()}
        >
          {cooldown.secondsLeft > 0
            ? t('portal.invite.resendIn', { seconds: cooldown.secondsLeft })
            : t('portal.invite.resend')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onCodeInstead}>
          {t('portal.invite.code')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('portal.signIn.different')}
        </Button>
      </Stack>
    </Card>
  );
}
