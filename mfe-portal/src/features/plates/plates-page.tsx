import { useQuery } from '@tanstack/react-query';
import { type PassPlate, PLATE_CHANGES_PER_WINDOW } from 'api/contract/pass-plates';
import { plateRegionName } from 'api/contract/plate-region';
import { Alert } from 'design-system/components/alert';
import { Badge } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { Card } from 'design-system/components/card';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Container, PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { formatLongDate } from 'design-system/format/dates';
import { useLanguage, useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pass } from '../../lib/portal-api';
import { SignInGate } from '../../lib/sign-in';
import { passSearch, usePassParams } from '../../lib/use-pass-params';
import { AddPlateForm } from './add-plate-form';
import { passPlatesQuery } from './api/get-pass-plates';
import { useRemovePassPlate } from './api/use-remove-pass-plate';
import { platesErrorText } from './plates-error-text';

const TOAST_ID = 'portal-plates';

/**
 * /plates?email&plate: the pass's plates (docs/decisions/pass-plates.md). Signed in as the pass's
 * e-mail, the owner adds a plate (a temporary one with its last day) or removes an added one; each
 * change reaches the gate at once and is e-mailed. Signed out, the sign-in form first.
 */
export function PlatesPage() {
  const t = useT();
  const requested = usePassParams();
  return (
    <Container width="narrow">
      <PageHeader title={t('plates.title')} />
      <SignInGate requested={requested} next="/plates" intro={t('plates.signInIntro')}>
        {(pass) => <PassPlates key={pass.plate} pass={pass} />}
      </SignInGate>
    </Container>
  );
}

function PassPlates({ pass }: { pass: Pass }) {
  const t = useT();
  const read = useQuery(passPlatesQuery(pass));
  const [removing, setRemoving] = useState<PassPlate | null>(null);
  const removePassPlate = useRemovePassPlate(pass);

  async function remove(plate: PassPlate) {
    if (plate.id === null) return;
    try {
      await removePassPlate.mutateAsync(plate.id);
      notify.success(t('plates.removed', { plate: plate.plate }), { toastId: TOAST_ID });
    } catch (failure) {
      notify.error(platesErrorText(failure, t), { toastId: TOAST_ID });
    } finally {
      setRemoving(null);
    }
  }

  const back = (
    <Link
      className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      to={`/payments${passSearch(pass)}`}
    >
      {t('plates.back')}
    </Link>
  );
  if (read.error) {
    return (
      <Stack gap={4}>
        <Alert tone="danger">{platesErrorText(read.error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  if (!read.data) return <Loading />;
  const plates = read.data;
  const full = plates.plates.length >= plates.max_plates;

  return (
    <Stack gap={4}>
      <p>{t('plates.intro', { max: plates.max_plates })}</p>
      <Card title={t('plates.listTitle')}>
        <ul className="portal-plates" aria-label={t('plates.listTitle')}>
          {plates.plates.map((plate) => (
            <PlateRow key={plate.id ?? 'main'} plate={plate} onRemove={() => setRemoving(plate)} />
          ))}
        </ul>
      </Card>
      {full ? (
        <Alert tone="info">{t('plates.full', { max: plates.max_plates })}</Alert>
      ) : (
        <AddPlateForm pass={pass} plates={plates} />
      )}
      <p className="portal-hint">
        {t('plates.changesLeft', { count: plates.changes_left, max: PLATE_CHANGES_PER_WINDOW })}
      </p>
      {back}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('plates.removeTitle', { plate: removing?.plate ?? '' })}
        message={t('plates.removeMessage', { plate: removing?.plate ?? '' })}
        confirmLabel={t('plates.removeConfirm')}
        busy={removePassPlate.isPending}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

function PlateRow({ plate, onRemove }: { plate: PassPlate; onRemove: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const state = plateRegionName(plate.plate_state);
  return (
    <li className="portal-plates__row">
      <p className="portal-plates__plate">
        <strong>{plate.plate}</strong> {plate.main ? <Badge tone="info">{t('plates.main')}</Badge> : null}
        {plate.ends_on ? <Badge tone="warning">{t('plates.temporary')}</Badge> : null}
      </p>
      {state ? <p className="portal-hint">{t('plates.issuedIn', { state })}</p> : null}
      {plate.ends_on ? (
        <p className="portal-hint">
          {t('plates.lastDay', { date: formatLongDate(plate.ends_on, language) })}
        </p>
      ) : null}
      {plate.main ? (
        <p className="portal-hint">{t('plates.mainHint')}</p>
      ) : (
        <Button size="sm" variant="secondary" onClick={onRemove}>
          {t('plates.remove', { plate: plate.plate })}
        </Button>
      )}
    </li>
  );
}
