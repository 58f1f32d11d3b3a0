import { normalizePlate } from 'api/contract/plate-format';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Stack } from 'design-system/components/layout';
import { TextField } from 'design-system/components/text-field';
import { giveFocusBack } from 'design-system/first-view/first-view-focus';
import { useT } from 'design-system/i18n/language';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { FIRST_VIEW_INPUT_NAMES } from '../app/first-view/first-view-pass';
import type { Pass } from './portal-api';

/** Step 0: plate and e-mail, both required. */
export function LookupForm({
  initial,
  busy,
  error,
  onSubmit,
  submitLabel,
  takeFocusFrom = null,
}: {
  initial: Pass;
  busy: boolean;
  error: string | null;
  onSubmit: (pass: Pass) => void;
  submitLabel: string;
  /** The first view's input this form took the place of while the visitor typed in it. */
  takeFocusFrom?: HTMLInputElement | null;
}) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as this form appears
  useLayoutEffect(() => {
    const field =
      takeFocusFrom && form.current?.querySelector<HTMLInputElement>(`input[name="${takeFocusFrom.name}"]`);
    if (takeFocusFrom && field) giveFocusBack(takeFocusFrom, field);
  }, []);
  const [email, setEmail] = useState(initial.email);
  const [plate, setPlate] = useState(initial.plate);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pass = { email: email.trim(), plate: normalizePlate(plate) };
    if (!pass.email || !pass.plate) return setMissing(true);
    setMissing(false);
    onSubmit(pass);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap={4}>
        <TextField
          label={t('portal.email')}
          type="email"
          name={FIRST_VIEW_INPUT_NAMES.email}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={t('portal.plate')}
          autoCapitalize="characters"
          name={FIRST_VIEW_INPUT_NAMES.plate}
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
