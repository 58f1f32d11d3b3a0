import { isAbortError } from 'api/client';
import type { ClientProfile } from 'api/contract/admin-customers';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { AddressForm, CustomerInfoForm } from './customer-forms';
import { createLoadQueue, PREFETCHED_INVOICE_TABLES } from './invoice-queue';
import { PassSection } from './pass-section';
import { profileAbilities } from './profile-abilities';
import { fetchProfile } from './profile-api';
import { createUnassignedCardsCache } from './unassigned-cards-cache';
import './customer-profile-page.css';

type ProfileState =
  | { kind: 'loading'; profile: ClientProfile | null }
  | { kind: 'loaded'; profile: ClientProfile }
  | { kind: 'failed'; error: unknown };

/** The customer id from /admin/customers/:id or /admin/customers?client=<id>. */
function useClientId(): number | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  const value = Number(id ?? search.get('client'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function useProfile(clientId: number | null) {
  const [state, setState] = useState<ProfileState>({ kind: 'loading', profile: null });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (clientId === null) {
      setState({ kind: 'failed', error: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ kind: 'loading', profile: 'profile' in previous ? previous.profile : null }));
    fetchProfile(clientId, controller.signal).then(
      (profile) => setState({ kind: 'loaded', profile }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [clientId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, version, reload };
}

export function CustomerProfilePage() {
  const t = useT();
  const { role } = useSession();
  const abilities = profileAbilities(role);
  const clientId = useClientId();
  const { hash } = useLocation();
  const { state, version, reload } = useProfile(clientId);
  // Both live as long as the page: invoices share one queue, card lists one request per garage.
  const queue = useMemo(() => createLoadQueue(), []);
  const cards = useMemo(() => createUnassignedCardsCache(), []);
  const profile = state.kind === 'failed' ? null : state.profile;

  // The pending-cars list links here with #card: scroll there once the panel exists.
  const ready = profile !== null;
  useEffect(() => {
    if (!ready || hash !== '#card') return;
    document.getElementById('card')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, hash]);

  if (state.kind === 'failed') {
    return (
      <Stack gap={4}>
        <PageHeader title={t('admin.profile.title')} />
        <Alert tone="danger">{adminErrorText(state.error, t, 'admin.profile.loadError')}</Alert>
        <div>
          <Button variant="secondary" onClick={reload}>
            {t('admin.profile.retry')}
          </Button>
        </div>
      </Stack>
    );
  }
  if (!profile) return <Loading />;

  const { customer, address, subscriptions } = profile;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  // The #card target: the first pass waiting for a card, else the first pass.
  const anchorId = (
    subscriptions.find((pass) => pass.status_key === 'active' && pass.card_id === null) ?? subscriptions[0]
  )?.id;

  return (
    <Stack gap={5} className="customer-profile">
      <PageHeader
        title={name || t('admin.profile.title')}
        description={customer.email}
        actions={
          <Link to="/admin/customers" className={buttonClassName({ variant: 'secondary' })}>
            {t('admin.profile.back')}
          </Link>
        }
      />
      {abilities.profileEdit ? null : <Alert tone="info">{t('admin.profile.viewOnly')}</Alert>}

      {subscriptions.length === 0 ? <p>{t('admin.profile.noPasses')}</p> : null}
      {subscriptions.map((pass, index) => (
        <PassSection
          key={pass.id}
          pass={pass}
          abilities={abilities}
          queue={queue}
          cards={cards}
          prefetchInvoices={index < PREFETCHED_INVOICE_TABLES}
          cardAnchor={pass.id === anchorId}
          version={version}
          onChanged={reload}
        />
      ))}

      <div className="customer-profile__forms">
        <CustomerInfoForm
          key={JSON.stringify(customer)}
          clientId={customer.id}
          value={customer}
          canEdit={abilities.profileEdit}
          onSaved={reload}
        />
        <AddressForm
          key={JSON.stringify(address)}
          clientId={customer.id}
          value={address}
          canEdit={abilities.profileEdit}
          onSaved={reload}
        />
      </div>
    </Stack>
  );
}
