import { api, parseResponse } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { Container, Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { signIn } from 'design-system/session/session';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from './server-message-or';

/**
 * Sign-in for the remote's standalone dev page only. In production the shell owns /login; a remote
 * served on its own origin (its dev server forwards /api to the API) gets its own session cookie there.
 */
export function StandaloneSignIn() {
  const navigate = useNavigate();
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The password was right and a second factor is owed: the factor step's token.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = challenge
        ? await parseResponse(api.auth.login['second-factor'].$post({ json: { challenge, code } }))
        : await parseResponse(api.auth.login.$post({ json: { username, password } }));
      if (answer.status === 'second_factor') {
        setChallenge(answer.challenge);
        setBusy(false);
        return;
      }
      const session = signIn(answer.me);
      navigate(session.setupRequired.length > 0 ? '/admin/account' : '/admin');
    } catch (caught) {
      setError(serverMessageOr(caught, t('admin.signIn.failed')));
      setBusy(false);
    }
  };

  return (
    <Container width="narrow">
      <Card title={t('admin.signIn.title')}>
        <form onSubmit={submit}>
          <Stack gap={4}>
            {error ? <Alert tone="danger">{error}</Alert> : null}
            {challenge ? (
              <TextField
                label={t('admin.signIn.code')}
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
            ) : (
              <>
                <TextField
                  label={t('admin.signIn.username')}
                  autoComplete="username"
                  required
                  value={username}
                  onChange={(e) => setUsername(e.currentTarget.value)}
                />
                <TextField
                  label={t('admin.signIn.password')}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
              </>
            )}
            <Button type="submit" loading={busy}>
              {t('admin.signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
