import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { can, isRole, ROLES } from 'api/contract/capabilities';
import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { NotFound } from 'design-system/components/not-found';
import { Loading } from 'design-system/components/spinner';
import { formatListDate } from 'design-system/format/dates';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { customerProfileQuery, customerQueryKey } from './api/get-customer-profile';
import { unassignedCardsKey } from './api/get-unassigned-cards';
import { AddressForm, CustomerInfoForm } from './customer-forms';
import { CustomerHistory } from './customer-history';
import { createLoadQueue, PREFETCHED_INVOICE_TABLES } from './invoice-queue';
import { PassSection } from './pass-section';
import { PrivacyActions } from './privacy-actions';
import { profileAbilities } from './profile-abilities';
import './customer-profile-page.css';

/** The customer id from /admin/customers/:id or /admin/customers?client=<id>. */
function useCustomerId(): number | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  const value = Number(id ?? search.get('client'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Why nothing here can be changed, and who can: an owner signed in as admin expects to serve the
 * customer. The roles named are the ones the capability table lets edit a profile.
 */
function ViewOnlyNotice({ role }: { role: string | null }) {
  const t = useT();
  const roleName = (value: string | null) =>
    t(`admin.profile.viewOnly.roles.${isRole(value) ? value : 'none'}`);
  const able = ROLES.filter((each) => can(each, 'profile_edit')).map(roleName);
  return (
    <Alert tone="info" title={t('admin.profile.viewOnly.title')}>
      {t('admin.profile.viewOnly.message', {
        role: roleName(role),
        roles: able.join(t('admin.profile.viewOnly.roles.or')),
      })}
    </Alert>
  );
}

/** No such customer (an old link, a typo): trying again cannot help, the list can. */
function CustomerNotFound({ customerId }: { customerId: number | null }) {
  const t = useT();
  return (
    <NotFound
      title={t('admin.profile.notFound.title')}
      message={
        customerId === null
          ? t('admin.profile.notFound.badLink')
          : t('admin.profile.notFound.message', { id: customerId })
      }
      homeHref="/admin/customers"
      homeLabel={t('admin.profile.back')}
    />
  );
}

/** The profile, and `reload` for the retry after a failed read: it reads every read about the customer again. */
function useProfile(customerId: number | null) {
  const queryClient = useQueryClient();
  const profile = useQuery({ ...customerProfileQuery(customerId ?? 0), enabled: customerId !== null });
  const reload = useCallback(() => {
    if (customerId !== null) void queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) });
  }, [customerId, queryClient]);
  const failed = customerId === null || profile.isError;
  return { profile: failed ? null : (profile.data ?? null), failed, error: profile.error, reload };
}

export function CustomerProfilePage() {
  const t = useT();
  const { role } = useSession();
  const abilities = profileAbilities(role);
  const customerId = useCustomerId();
  const { hash } = useLocation();
  const { profile, failed, error, reload } = useProfile(customerId);
  // Lives as long as the page: the invoice tables share one queue.
  const queue = useMemo(() => createLoadQueue(), []);
  const queryClient = useQueryClient();
  // The card lists are kept for the page's life only (SPEC section 9): another visit reads them again.
  useEffect(() => () => queryClient.removeQueries({ queryKey: unassignedCardsKey }), [queryClient]);

  // The pending-cars list links here with #card: scroll there once the panel exists.
  const ready = profile !== null;
  useEffect(() => {
    if (!ready || hash !== '#card') return;
    document.getElementById('card')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, hash]);

  if (customerId === null || readApiError(error)?.code === 'customer_not_found') {
    return <CustomerNotFound customerId={customerId} />;
  }
  if (failed) {
    return (
      <Stack gap={4}>
        <PageHeader title={t('admin.profile.title')} />
        <Alert tone="danger">{adminErrorText(error, t, 'admin.profile.loadError')}</Alert>
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
  const erasedAt = customer.erased_at;
  const name = erasedAt
    ? t('admin.profile.privacy.erasedName')
    : `${customer.first_name} ${customer.last_name}`.trim();
  // The #card target: the first pass waiting for a card, else the first pass.
  const anchorId = (
    subscriptions.find((pass) => pass.status_key === 'active' && pass.card_id === null) ?? subscriptions[0]
  )?.id;

  return (
    <Stack gap={5} className="customer-profile">
      <PageHeader
        title={name || t('admin.profile.title')}
        description={erasedAt ? undefined : customer.email}
        actions={
          <Link to="/admin/customers" className={buttonClassName({ variant: 'secondary' })}>
            {t('admin.profile.back')}
          </Link>
        }
      />
      {erasedAt ? (
        <Alert tone="info" title={t('admin.profile.privacy.erasedTitle', { date: formatListDate(erasedAt) })}>
          {t('admin.profile.privacy.erasedMessage')}
        </Alert>
      ) : null}
      {can(role, 'privacy_requests') ? <PrivacyActions customer={customer} /> : null}
      {abilities.profileEdit ? null : <ViewOnlyNotice role={role} />}

      {subscriptions.length === 0 ? <p>{t('admin.profile.noPasses')}</p> : null}
      {subscriptions.map((pass, index) => (
        <PassSection
          key={pass.id}
          pass={pass}
          abilities={abilities}
          queue={queue}
          prefetchInvoices={index < PREFETCHED_INVOICE_TABLES}
          cardAnchor={pass.id === anchorId}
        />
      ))}

      <div className="customer-profile__forms">
        <CustomerInfoForm
          key={JSON.stringify(customer)}
          customerId={customer.id}
          value={customer}
          canEdit={abilities.profileEdit}
        />
        <AddressForm
          key={JSON.stringify(address)}
          customerId={customer.id}
          value={address}
          canEdit={abilities.profileEdit}
        />
      </div>

      <CustomerHistory customerId={customer.id} />
    </Stack>
  );
}
