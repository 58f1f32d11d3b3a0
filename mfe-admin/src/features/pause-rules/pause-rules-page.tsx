import { useQuery } from '@tanstack/react-query';
import { PAUSE_EVERY_MONTHS_MAX, type PauseRules } from 'api/contract/pass-pause';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { Checkbox } from 'design-system/components/checkbox';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Select } from 'design-system/components/select';
import { Loading } from 'design-system/components/spinner';
import { TextField } from 'design-system/components/text-field';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { pauseRulesQuery } from './api/get-pause-rules';
import { useSavePauseRules } from './api/use-save-pause-rules';

/**
 * /admin/passes/pause-rules (capability `admin_panel`): how long and how often an owner may pause
 * an autopay pass, and whether a paused pass keeps its space (docs/decisions/pass-pause.md).
 */
export function PauseRulesPage() {
  const t = useT();
  const read = useQuery(pauseRulesQuery());
  return (
    <Stack gap={5}>
      <PageHeader title={t('admin.pauseRules.title')} description={t('admin.pauseRules.description')} />
      {read.error ? (
        <Alert tone="danger">{t('admin.pauseRules.loadError')}</Alert>
      ) : read.data ? (
        <PauseRulesForm rules={read.data} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function PauseRulesForm({ rules }: { rules: PauseRules }) {
  const t = useT();
  const savePauseRules = useSavePauseRules();
  const [maxMonths, setMaxMonths] = useState<1 | 2>(rules.max_months);
  const [everyMonths, setEveryMonths] = useState(String(rules.every_months));
  const [keepsSpace, setKeepsSpace] = useState(rules.keeps_space);
  const every = Number(everyMonths);
  const everyValid = Number.isInteger(every) && every >= 1 && every <= PAUSE_EVERY_MONTHS_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!everyValid) return;
    try {
      await savePauseRules.mutateAsync({
        max_months: maxMonths,
        every_months: every,
        keeps_space: keepsSpace,
      });
      notify.success(t('admin.pauseRules.saved'));
    } catch (error) {
      notify.error(adminErrorText(error, t, 'admin.pauseRules.saveError'));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Select
          label={t('admin.pauseRules.maxMonths')}
          value={String(maxMonths)}
          onChange={(event) => setMaxMonths(event.currentTarget.value === '1' ? 1 : 2)}
          options={[
            { value: '1', label: t('admin.pauseRules.oneMonth') },
            { value: '2', label: t('admin.pauseRules.twoMonths') },
          ]}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={PAUSE_EVERY_MONTHS_MAX}
          label={t('admin.pauseRules.everyMonths')}
          hint={t('admin.pauseRules.everyMonthsHint')}
          value={everyMonths}
          error={everyValid ? undefined : t('admin.pauseRules.everyMonthsHint')}
          onChange={(event) => setEveryMonths(event.currentTarget.value)}
        />
        <Checkbox
          label={t('admin.pauseRules.keepsSpace')}
          hint={t('admin.pauseRules.keepsSpaceHint')}
          checked={keepsSpace}
          onChange={(event) => setKeepsSpace(event.currentTarget.checked)}
        />
        <div>
          <Button type="submit" loading={savePauseRules.isPending} disabled={!everyValid}>
            {t('admin.pauseRules.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
