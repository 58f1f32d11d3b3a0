import { Checkbox } from 'design-system/components/checkbox';
import { useT } from 'design-system/i18n/language';
import { useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../lib/rule-messages';
import { useStartOfflineChallenge } from './api/use-start-offline-challenge';

/**
 * The offline stand-in for Turnstile (ARCHITECTURE.md providers): a box to tick that fetches a
 * short-lived token from the API. The API only issues tokens outside production.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function OfflineChallenge({ onToken }: { onToken: (token: string | null) => void }) {
  const t = useT();
  const [checked, setChecked] = useState(false);
  const challenge = useStartOfflineChallenge();
  const busy = challenge.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const expiryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(expiryTimer.current), []);

  const tick = async (next: boolean) => {
    clearTimeout(expiryTimer.current);
    setProblem(null);
    if (!next) {
      setChecked(false);
      onToken(null);
      return;
    }
    // Ticked at once, like Turnstile's box; undone below if no token comes back.
    setChecked(true);
    try {
      const { token, expiresAt } = await challenge.mutateAsync();
      onToken(token);
      const remaining = Date.parse(expiresAt) - Date.now();
      // setTimeout fires at once for delays past 2^31 - 1 ms, so far-off expiries are left alone.
      if (Number.isFinite(remaining) && remaining < MAX_TIMER_MS) {
        // An expired token would only be refused later: untick now so the visitor ticks again.
        expiryTimer.current = setTimeout(
          () => {
            setChecked(false);
            onToken(null);
          },
          Math.max(remaining, 0),
        );
      }
    } catch (error) {
      setChecked(false);
      onToken(null);
      setProblem(apiErrorText(t, error, t('captcha.unavailable')));
    }
  };

  return (
    <div className="signup-captcha__offline" aria-busy={busy || undefined}>
      <Checkbox
        name="captcha"
        label={t('captcha.offlineLabel')}
        hint={t('captcha.offlineHint')}
        checked={checked}
        disabled={busy}
        onChange={(event) => void tick(event.target.checked)}
        error={problem ?? undefined}
      />
    </div>
  );
}
