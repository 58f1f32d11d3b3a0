import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CARD_STATUSES, CARDS_PAGE_SIZE, type Card, type CardStatus } from 'api/contract/cards';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { ConfirmDialog } from 'design-system/components/confirm-dialog';
import { Inline, PageHeader, Stack } from 'design-system/components/layout';
import { NumberedPagination } from 'design-system/components/numbered-pagination';
import { Select } from 'design-system/components/select';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextField } from 'design-system/components/text-field';
import { Tile, TileGrid } from 'design-system/components/tile';
import { useT } from 'design-system/i18n/language';
import { notify } from 'design-system/toast/toast';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { pageFromQuery, useListQuery, useSearchBox } from '../../lib/use-list-query';
import { cardCountsQuery } from './api/get-card-counts';
import { cardsQuery } from './api/get-cards';
import { useMarkCardFound } from './api/use-mark-card-found';
import '../../lib/admin-list.css';

/** SPEC section 9: search debounce 350 ms; the page size (20) is the contract's CARDS_PAGE_SIZE. */
export const CARDS_SEARCH_DEBOUNCE_MS = 350;

const FILTERS = ['all', ...CARD_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
const DEFAULTS = { status: 'all', q: '', page: '1' } as const;

const TONES: Record<CardStatus, BadgeTone> = {
  unassigned: 'success',
  assigned: 'info',
  lost: 'danger',
  replaced: 'neutral',
};

const dash = (value: string | null) => (value ? value : '—');
const NO_CARDS: Card[] = [];

export function CardsPage() {
  const t = useT();
  const [query, setQuery] = useListQuery(DEFAULTS);
  const status: Filter = (FILTERS as readonly string[]).includes(query.status)
    ? (query.status as Filter)
    : 'all';
  const commitSearch = useCallback((q: string) => setQuery({ q, page: '1' }, { replace: true }), [setQuery]);
  const [searchText, setSearchText] = useSearchBox(query.q, CARDS_SEARCH_DEBOUNCE_MS, commitSearch);
  const [finding, setFinding] = useState<Card | null>(null);
  const markFound = useMarkCardFound();
  // The tiles and the page count; a failure keeps the last counts quietly, as the list's own failure toasts.
  const countsRead = useQuery(cardCountsQuery(query.q));
  const counts = useLastAnswer(countsRead.data);

  // Until the counts arrive the URL's page is trusted; then a page past the end shows the last one.
  const totalPages = counts ? Math.max(1, Math.ceil(counts[status] / CARDS_PAGE_SIZE)) : null;
  const page = Math.min(pageFromQuery(query.page), totalPages ?? Number.POSITIVE_INFINITY);
  const listRead = useQuery({
    ...cardsQuery({ status, q: query.q, page }),
    placeholderData: keepPreviousData,
    meta: { onError: (error) => notify.error(adminErrorText(error, t, 'admin.cards.loadError')) },
  });
  const cards = useLastAnswer(listRead.data) ?? NO_CARDS;

  const confirmFound = async () => {
    if (!finding) return;
    try {
      await markFound.mutateAsync(finding.id);
      notify.success(t('admin.cards.foundDone'));
      setFinding(null);
    } catch (error) {
      notify.error(adminErrorText(error, t));
    }
  };

  const columns: TableColumn<Card>[] = [
    { id: 'code', header: t('admin.cards.columns.code'), rowHeader: true, cell: (card) => card.code },
    { id: 'plate', header: t('admin.cards.columns.plate'), cell: (card) => dash(card.plate) },
    {
      id: 'status',
      header: t('admin.cards.columns.status'),
      cell: (card) => (
        <Badge tone={TONES[card.status_key]}>{t(`admin.cards.badges.${card.status_key}`)}</Badge>
      ),
    },
    { id: 'customer', header: t('admin.cards.columns.customer'), cell: (card) => dash(card.customer_name) },
    {
      id: 'actions',
      header: t('admin.cards.columns.actions'),
      headerHidden: true,
      align: 'end',
      cell: (card) => (
        <Inline gap={2} justify="end">
          {card.status_key === 'lost' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('admin.cards.markFoundCard', { code: card.code })}
              onClick={() => setFinding(card)}
            >
              {t('admin.cards.markFound')}
            </Button>
          ) : null}
          {card.subscription_id !== null && card.client_id !== null ? (
            <Link
              to={`/admin/customers/${card.client_id}#card`}
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              aria-label={t('admin.cards.viewCard', { code: card.code })}
            >
              {t('admin.cards.view')}
            </Link>
          ) : null}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap={5} className="cards-page">
      <PageHeader title={t('admin.cards.title')} />
      <div className="admin-list__filters admin-list__filters--compact">
        <Select
          label={t('admin.cards.status')}
          value={status}
          onChange={(event) => setQuery({ status: event.currentTarget.value, page: '1' })}
          options={FILTERS.map((value) => ({ value, label: t(`admin.cards.statuses.${value}`) }))}
        />
        <TextField
          type="search"
          label={t('admin.cards.search')}
          placeholder={t('admin.cards.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
      </div>
      <TileGrid label={t('admin.cards.tiles')}>
        {CARD_STATUSES.map((key) => (
          <Tile
            key={key}
            label={t(`admin.cards.statuses.${key}`)}
            value={counts ? counts[key] : '—'}
            tone={key === 'lost' && (counts?.lost ?? 0) > 0 ? 'danger' : 'neutral'}
          />
        ))}
      </TileGrid>
      <Table
        caption={t('admin.cards.caption')}
        captionHidden
        columns={columns}
        rows={cards}
        getRowKey={(card) => card.id}
        loading={listRead.isFetching && cards.length === 0}
        empty={t(listRead.isError ? 'admin.cards.loadError' : 'admin.cards.empty')}
      />
      <NumberedPagination
        page={page}
        totalPages={totalPages ?? page}
        onPageChange={(next) => setQuery({ page: String(next) })}
      />
      <ConfirmDialog
        open={finding !== null}
        title={t('admin.cards.foundTitle')}
        message={t('admin.cards.foundMessage', { code: finding?.code ?? '' })}
        confirmLabel={t('admin.cards.foundConfirm')}
        cancelLabel={t('admin.cards.foundCancel')}
        busy={markFound.isPending}
        onConfirm={confirmFound}
        onCancel={() => setFinding(null)}
      />
    </Stack>
  );
}
