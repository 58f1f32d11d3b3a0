import { useQuery } from '@tanstack/react-query';
import type { PauseOption } from 'api/contract/pass-pause';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import { useLanguage, useT } from 'design-system/i18n/language';
import { countedKey } from 'design-system/i18n/plural';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { passPauseQuery } from './api/get-pass-pause';
import { usePausePass } from './api/use-pause-pass';
import { pauseErrorText } from './pause-error-text';

const TOAST_ID = 'portal-pause';

/**
 * /pause?email&plate: the owner pauses autopay for whole months (docs/decisions/pass-pause.md). Each
 * length shows its first paused day, the day the pass works again and what is charged then, before a
 * confirmation. Signed out, the sign-in form first.
 */
export function PausePassPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('pausePass.title')} />
      <SignInGate requested={requested} next="/pause" intro={t('pausePass.signInIntro')}>
        {(pass) => <PassPause key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function PassPause({ pass }: { pass: Pass }) {
  const t = useT();
  const { language } = useLanguage();
  const read = useQuery(passPauseQuery(pass));
  const back = (
    <Link
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      to={`/payments${passSearch(pass)}`}
    >
      {t('pausePass.back')}
    </Link>
  );
  if (read.error) {
    return (
      <Stack gap={4}>
        <Alert tone="danger">{pauseErrorText(read.error, t, language)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!read.data) return <Loading />;
  const state = read.data;
  const date = (day: string) => formatLongDate(day, language);
  return (
    <Stack gap={4}>
      {state.current ? (
        <Card title={t('pausePass.currentTitle')}>
          <p>
            {t('pausePass.current', {
              first: date(state.current.first_day),
              resume: date(state.current.resume_day),
              chargeDay: date(state.current.last_day),
            })}
          </p>
        </Card>
      ) : state.refusal ? (
        <Alert tone="info">
          {state.refusal === 'pause_too_recent'
            ? t('pausePass.refusals.pause_too_recent', { date: date(state.allowed_from ?? '') })
            : t(`pausePass.refusals.${state.refusal}`)}
        </Alert>
      ) : (
        <PauseForm pass={pass} options={state.options} keepsSpace={state.keeps_space} />
      )}
      {back}
    </Stack>
  );
}

function PauseForm({
  pass,
  options,
  keepsSpace,
}: {
  pass: Pass;
  options: PauseOption[];
  keepsSpace: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [months, setMonths] = useState(options[0]?.months ?? 1);
  const [confirming, setConfirming] = useState(false);
  const pausePass = usePausePass(pass);
  const chosen = options.find((option) => option.months === months);
  const date = (day: string) => formatLongDate(day, language);

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  async function confirm() {
    try {
      await pausePass.mutateAsync(months === 2 ? 2 : 1);
      notify.success(t('pausePass.paused'), { toastId: TOAST_ID });
    } catch (failure) {
      notify.error(pauseErrorText(failure, t, language), { toastId: TOAST_ID });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <p>{t('pausePass.intro')}</p>
      {keepsSpace ? null : <Alert tone="warning">{t('pausePass.spaceNotKept')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          <fieldset className="portal-reasons">
            <legend>{t('pausePass.legend')}</legend>
            {options.map((option) => (
              <label key={option.months} className="portal-reasons__option">
                <input
                  type="radio"
                  name="months"
                  value={option.months}
                  checked={months === option.months}
                  onChange={() => setMonths(option.months)}
                />
                {t(countedKey('pausePass.months', option.months), { count: option.months })}
              </label>
            ))}
          </fieldset>
          {chosen ? (
            <Card title={t(countedKey('pausePass.months', chosen.months), { count: chosen.months })}>
              <dl className="pass-section__details">
                <div>
                  <dt>{t('pausePass.firstDay')}</dt>
                  <dd>{date(chosen.first_day)}</dd>
                </div>
                <div>
                  <dt>{t('pausePass.resumeDay')}</dt>
                  <dd>{date(chosen.resume_day)}</dd>
                </div>
                <div>
                  <dt>{t('pausePass.charge', { date: date(chosen.last_day) })}</dt>
                  <dd>{formatMoney(chosen.resume_amount_cents)}</dd>
                </div>
              </dl>
            </Card>
          ) : null}
          <Button type="submit" fullWidth>
            {t('pausePass.confirm')}
          </Button>
        </Stack>
      </form>
      {chosen ? (
        <ConfirmDialog
          open={confirming}
          title={t('pausePass.confirmTitle')}
          message={t('pausePass.confirmMessage', {
            first: date(chosen.first_day),
            resume: date(chosen.resume_day),
            chargeDay: date(chosen.last_day),
            amount: formatMoney(chosen.resume_amount_cents),
          })}
          confirmLabel={t('pausePass.confirmYes')}
          cancelLabel={t('pausePass.keep')}
          busy={pausePass.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
