import { api, parseResponse, readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import type { MessageKey } from 'design-system/i18n/language';
import { useT } from 'design-system/i18n/language';
import { lastSignOutReason, type SignOutReason, signIn, useSession } from 'design-system/session/session';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { landingPathFor } from './landing-path';

export interface LoginRedirectState {
  /** The admin page the visitor asked for before being sent here. */
  from?: string;
}

type FieldErrors = { username?: string; password?: string };

// Why the form is shown: a staff member sent here by an ended session must not face a bare form
// and wonder whether the admin area failed.
const ENDED_KEYS: Record<SignOutReason, MessageKey> = {
  expired: 'login.sessionExpired',
  unauthorized: 'login.sessionEnded',
  user: 'login.signedOut',
};
// Refusals in the staff member's language, the wait of a lockout or pause from the answer's
// `retry_after`; only a refusal the page does not know keeps the server's sentence.
const REFUSED_KEYS: Partial<Record<string, MessageKey>> = {
  invalid_credentials: 'login.invalidCredentials',
};
const WAIT_CODES = new Set(['too_many_attempts', 'too_many_requests']);

function refusalText(info: ReturnType<typeof readApiError>, t: ReturnType<typeof useT>): string {
  const key = info ? REFUSED_KEYS[info.code] : undefined;
  if (key) return t(key);
  const seconds = Number(info?.details.retry_after ?? 0);
  if (info && WAIT_CODES.has(info.code) && seconds > 0) {
    return seconds < 60
      ? t('login.tooManySeconds', { seconds })
      : t('login.tooManyMinutes', { minutes: Math.ceil(seconds / 60) });
  }
  return info?.text ?? t('login.failed');
}

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const from = (location.state as LoginRedirectState | null)?.from;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Read once: the notice belongs to this visit of the page, not to later sign-ins.
  const [ended] = useState(lastSignOutReason);

  if (session.role && !submitting) return <Navigate to={from ?? landingPathFor(session.role)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await parseResponse(
        api.auth.login.$post({ json: { username: username.trim(), password } }),
      );
      const signedIn = signIn(result.token);
      navigate(from ?? landingPathFor(signedIn.role), { replace: true });
    } catch (caught) {
      setError(refusalText(readApiError(caught), t));
      setSubmitting(false);
    }
  }

  return (
    <Container width="narrow">
      <Stack gap={5}>
        <PageHeader title={t('login.title')} description={t('login.intro')} />
        {error ? (
          <Alert tone="danger">{error}</Alert>
        ) : ended ? (
          <Alert tone={ended === 'user' ? 'info' : 'warning'}>{t(ENDED_KEYS[ended])}</Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            <TextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={fieldErrors.username}
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" variant="primary" loading={submitting} fullWidth>
              {submitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
