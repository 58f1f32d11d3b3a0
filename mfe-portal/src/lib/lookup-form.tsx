import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, useState } from 'react';
import type { Pass } from './portal-api';

/** Step 0: plate and e-mail, both required. */
export function LookupForm({
  initial,
  busy,
  error,
  onSubmit,
  submitLabel,
}: {
  initial: Pass;
  busy: boolean;
  error: string | null;
  onSubmit: (pass: Pass) => void;
  submitLabel: string;
}) {
  const t = useT();
  const [email, setEmail] = useState(initial.email);
  const [plate, setPlate] = useState(initial.plate);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pass = { email: email.trim(), plate: plate.trim().toUpperCase() };
    if (!pass.email || !pass.plate) return setMissing(true);
    setMissing(false);
    onSubmit(pass);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <TextField
          label={t('portal.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={t('portal.plate')}
          autoCapitalize="characters"
          value={plate}
          onChange={(event) => setPlate(event.target.value)}
          required
        />
        {missing ? <Alert tone="danger">{t('portal.errors.required')}</Alert> : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button type="submit" variant="primary" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
