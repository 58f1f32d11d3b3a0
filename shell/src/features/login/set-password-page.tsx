import { api, parseResponse, readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { refusalText } from './staff-refusal';

/** The link's token sits in the fragment (`#token=...`): browsers never send a fragment to a server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

type LinkState =
  | { kind: 'checking' }
  | { kind: 'ready'; username: string; purpose: 'invite' | 'reset' }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; username: string };

/** An invite's or a password reset's page: the person chooses their password, then signs in with it. */
export function SetPasswordPage() {
  const t = useT();
  const [token] = useState(() => (typeof location === 'undefined' ? '' : tokenFromHash(location.hash)));
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ kind: 'invalid', message: t('login.setPassword.linkInvalid') });
      return;
    }
    parseResponse(api.auth.link.$post({ json: { token } }))
      .then((link) => setState({ kind: 'ready', ...link }))
      .catch((caught: unknown) =>
        setState({ kind: 'invalid', message: refusalText(readApiError(caught), t) }),
      );
  }, [token, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      password: password ? undefined : t('login.passwordRequired'),
      repeat: repeat === password ? undefined : t('login.setPassword.mismatch'),
    };
    setFieldError(errors);
    if (errors.password || errors.repeat) return;
    setSubmitting(true);
    setError(null);
    try {
      const done = await parseResponse(
        api.auth.link.password.$post({ json: { token, new_password: password } }),
      );
      setState({ kind: 'done', username: done.username });
    } catch (caught) {
      const info = readApiError(caught);
      if (info?.code === 'staff_link_invalid') setState({ kind: 'invalid', message: refusalText(info, t) });
      else setError(refusalText(info, t));
      setSubmitting(false);
    }
  }

  if (state.kind === 'checking') return <Loading />;
  return (
    <Container width="narrow">
      <Stack gap={5}>
        <PageHeader title={t('login.setPassword.title')} description={t('login.setPassword.rule')} />
        {state.kind === 'invalid' ? (
          <Alert tone="danger">{state.message}</Alert>
        ) : state.kind === 'done' ? (
          <Stack gap={4}>
            <Alert tone="success">{t('login.setPassword.done', { username: state.username })}</Alert>
            <Link className="ds-button ds-button--primary" to="/login">
              {t('login.submit')}
            </Link>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap={4}>
              <p>
                {t(state.purpose === 'invite' ? 'login.setPassword.invite' : 'login.setPassword.reset', {
                  username: state.username,
                })}
              </p>
              {error ? <Alert tone="danger">{error}</Alert> : null}
              {/* The username field lets a password manager store the new password under it. */}
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={state.username}
                readOnly
                hidden
              />
              <TextField
                label={t('login.setPassword.new')}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={fieldError.password}
              />
              <TextField
                label={t('login.setPassword.repeat')}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
                error={fieldError.repeat}
              />
              <Button type="submit" variant="primary" loading={submitting} fullWidth>
                {t('login.setPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
