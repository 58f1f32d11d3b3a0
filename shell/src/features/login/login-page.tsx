import { api, parseResponse, readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Checkbox } from 'design-system/components/checkbox';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import type { MessageKey } from 'design-system/i18n/language';
import { useT } from 'design-system/i18n/language';
import {
  lastSignOutReason,
  type SignedInPerson,
  type SignOutReason,
  signIn,
  useSession,
} from 'design-system/session/session';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { landingPathFor } from './landing-path';
import { refusalText } from './staff-refusal';

/** Where a person who still owes set-up (a new password, a second factor) is sent: their account page. */
export const ACCOUNT_SETUP_PATH = '/admin/account';

export interface LoginRedirectState {
  /** The admin page the visitor asked for before being sent here. */
  from?: string;
}

type FieldErrors = { username?: string; password?: string; code?: string };

// Why the form is shown: a staff member sent here by an ended session must not face a bare form
// and wonder whether the admin area failed.
const ENDED_KEYS: Record<SignOutReason, MessageKey> = {
  expired: 'login.sessionExpired',
  unauthorized: 'login.sessionEnded',
  user: 'login.signedOut',
};
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
  // Set once the password was right and a code is owed: the factor step's token.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  // Read once: the notice belongs to this visit of the page, not to later sign-ins.
  const [ended] = useState(lastSignOutReason);

  const destination = (person: { role: string | null; setupRequired: readonly string[] }) =>
    person.setupRequired.length > 0 ? ACCOUNT_SETUP_PATH : (from ?? landingPathFor(person.role));
  if (session.role && !submitting) return <Navigate to={destination(session)} replace />;

  const finish = (me: SignedInPerson) => {
    const signedIn = signIn(me);
    navigate(destination(signedIn), { replace: true });
  };

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
      if (result.status === 'second_factor') {
        setChallenge(result.challenge);
        setPassword('');
        setSubmitting(false);
        return;
      }
      finish(result.me);
    } catch (caught) {
      setError(refusalText(readApiError(caught), t));
      setSubmitting(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setFieldErrors({ code: t('login.factor.codeRequired') });
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    setError(null);
    try {
      const result = await parseResponse(
        api.auth.login['second-factor'].$post({
          json: { challenge, code: code.trim(), trust_device: trustDevice },
        }),
      );
      if (result.status === 'signed_in') finish(result.me);
    } catch (caught) {
      const info = readApiError(caught);
      setError(refusalText(info, t));
      setCode('');
      setSubmitting(false);
      // The challenge is gone (too slow, too many tries, locked): the password is asked again.
      if (info?.code === 'second_factor_expired' || info?.code === 'second_factor_locked') setChallenge(null);
    }
  }

  if (challenge) {
    return (
      <Container width="narrow">
        <Stack gap={5}>
          <PageHeader title={t('login.factor.title')} description={t('login.factor.intro')} />
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <form onSubmit={submitCode} noValidate>
            <Stack gap={4}>
              <TextField
                label={t('login.factor.code')}
                hint={t('login.factor.codeHint')}
                name="one-time-code"
                autoComplete="one-time-code"
                autoCapitalize="none"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={fieldErrors.code}
              />
              <Checkbox
                label={t('login.factor.trust')}
                hint={t('login.factor.trustHint')}
                checked={trustDevice}
                onChange={(event) => setTrustDevice(event.target.checked)}
              />
              <Button type="submit" variant="primary" loading={submitting} fullWidth>
                {t('login.factor.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Container>
    );
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
