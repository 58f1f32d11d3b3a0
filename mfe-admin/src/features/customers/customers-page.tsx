import { useQuery } from '@tanstack/react-query';
import type { ClientSearchResult } from 'api/contract/admin-customers';
import type { NeedsCardEntry } from 'api/contract/cards';
import { CLIENT_SEARCH_MIN_LENGTH } from 'api/contract/client-search-min-length';
import { Badge } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { giveFocusBack } from 'design-system/first-view/first-view-focus';
import { useDebouncedValue } from 'design-system/hooks/use-debounced-value';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { pendingCarsQuery } from './api/get-pending-cars';
import { customerSearchQuery } from './api/search-customers';
import { claimFirstViewSearch, peekFirstViewSearch } from './first-view-search';
import './customers-page.css';

/** SPEC section 9: the customer search waits 300 ms after typing. */
export const SEARCH_DEBOUNCE_MS = 300;

const dash = (text: string | null) => (text && text.trim() !== '' ? text : '—');
const profilePath = (clientId: number) => `/admin/customers/${clientId}`;

/**
 * The search shown: what Enter asked for at once, else what was typed once typing paused for 300 ms;
 * fewer than 3 characters ask nothing and show no results.
 */
function useCustomerSearch(text: string) {
  const t = useT();
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [term, setTerm] = useState('');
  const [typedSeen, setTypedSeen] = useState(typed);
  if (typed !== typedSeen) {
    setTypedSeen(typed);
    setTerm(typed);
  }
  const searching = term.length >= CLIENT_SEARCH_MIN_LENGTH;
  const search = useQuery({
    ...customerSearchQuery(term),
    enabled: searching,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.customers.searchError')) },
  });
  const rows = useLastAnswer(search.data);
  const state = searching ? { rows: search.isError ? [] : (rows ?? []), loading: search.isFetching } : null;
  const submit = (value: string) => {
    // Enter on the search already shown asks the server again.
    if (value.trim() === term && searching) void search.refetch();
    else setTerm(value.trim());
  };
  return { state, submit };
}

function usePendingCars() {
  const t = useT();
  const pending = useQuery({
    ...pendingCarsQuery(),
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.customers.pendingError')) },
  });
  return { rows: pending.data ?? [], loading: pending.isPending };
}

/** `actions`: what the app composes into the header (adding and importing customers). */
export function CustomersPage({ actions }: { actions?: ReactNode } = {}) {
  const t = useT();
  // What was typed into the page's inlined first view while the admin loaded (first-view-search.ts).
  const [text, setText] = useState(peekFirstViewSearch);
  const [tooShort, setTooShort] = useState(false);
  const { state, submit: search } = useCustomerSearch(text);
  const pending = usePendingCars();
  const resultsHeadingId = useId();
  const pendingHeadingId = useId();
  const input = useRef<HTMLInputElement>(null);

  const runSearch = (value: string) => {
    setTooShort(value.trim().length < CLIENT_SEARCH_MIN_LENGTH);
    search(value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runSearch(text);
  };

  // This render replaces the first view in the task that commits it: what was typed there since the
  // render started, a Search pressed there, and the visitor's place in the field carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this page replaces the first view
  useLayoutEffect(() => {
    const firstView = claimFirstViewSearch();
    if (firstView.text !== text) setText(firstView.text);
    if (firstView.submitted) runSearch(firstView.text);
    if (firstView.lostFocus && input.current) {
      input.current.value = firstView.text;
      giveFocusBack(firstView.lostFocus, input.current);
    }
  }, []);

  const resultColumns: TableColumn<ClientSearchResult>[] = [
    {
      id: 'first',
      header: t('admin.customers.columns.firstName'),
      rowHeader: true,
      cell: (row) => row.first_name,
    },
    { id: 'last', header: t('admin.customers.columns.lastName'), cell: (row) => dash(row.last_name) },
    { id: 'card', header: t('admin.customers.columns.cardCode'), cell: (row) => dash(row.card_code) },
    {
      id: 'plate',
      header: t('admin.customers.columns.plate'),
      cell: (row) =>
        row.subscription_id === null ? <Badge>{t('admin.customers.noSubscription')}</Badge> : dash(row.plate),
    },
    {
      id: 'view',
      header: t('admin.customers.columns.action'),
      align: 'end',
      cell: (row) =>
        // SPEC section 4: a customer without a pass is greyed out and cannot be opened from here.
        row.subscription_id === null ? (
          <Button size="sm" variant="secondary" disabled>
            {t('admin.customers.view')}
          </Button>
        ) : (
          <Link
            to={profilePath(row.id)}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={t('admin.customers.viewCustomer', {
              name: `${row.first_name} ${row.last_name}`.trim(),
            })}
          >
            {t('admin.customers.view')}
          </Link>
        ),
    },
  ];

  const pendingColumns: TableColumn<NeedsCardEntry>[] = [
    {
      id: 'first',
      header: t('admin.customers.columns.firstName'),
      rowHeader: true,
      cell: (row) => row.first_name,
    },
    { id: 'last', header: t('admin.customers.columns.lastName'), cell: (row) => dash(row.last_name) },
    { id: 'plate', header: t('admin.customers.columns.plate'), cell: (row) => row.plate },
    {
      id: 'view',
      header: t('admin.customers.columns.action'),
      align: 'end',
      cell: (row) => (
        <Link
          to={`${profilePath(row.client_id)}#card`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          aria-label={t('admin.customers.viewCustomer', {
            name: `${row.first_name} ${row.last_name}`.trim(),
          })}
        >
          {t('admin.customers.view')}
        </Link>
      ),
    },
  ];

  return (
    <Stack gap={5} className="customers-page">
      <PageHeader title={t('admin.customers.title')} actions={actions} />

      <search>
        <form className="customers-page__search" noValidate onSubmit={submit}>
          <TextField
            label={t('admin.customers.searchLabel')}
            hint={t('admin.customers.searchHint')}
            error={tooShort ? t('admin.customers.tooShort') : undefined}
            type="search"
            autoComplete="off"
            maxLength={80}
            value={text}
            fieldClassName="customers-page__search-field"
            ref={input}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              setTooShort(false);
            }}
          />
          <Button type="submit" loading={state?.loading ?? false}>
            {t('admin.customers.search')}
          </Button>
        </form>
      </search>

      {state ? (
        <section aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId} className="customers-page__heading">
            {t('admin.customers.resultsHeading')}
          </h2>
          <Table
            caption={t('admin.customers.resultsHeading')}
            captionHidden
            columns={resultColumns}
            rows={state.rows}
            getRowKey={(row) => `${row.id}-${row.subscription_id ?? 'none'}`}
            loading={state.loading && state.rows.length === 0}
            rowClassName={(row) => (row.subscription_id === null ? 'customers-page__row--none' : undefined)}
            empty={t('admin.customers.noResults')}
          />
        </section>
      ) : null}

      <section aria-labelledby={pendingHeadingId}>
        <h2 id={pendingHeadingId} className="customers-page__heading">
          {t('admin.customers.pendingHeading')}
        </h2>
        <Table
          caption={t('admin.customers.pendingHeading')}
          captionHidden
          columns={pendingColumns}
          rows={pending.rows}
          getRowKey={(row) => row.subscription_id}
          loading={pending.loading}
          empty={t('admin.customers.noPending')}
        />
      </section>
    </Stack>
  );
}
