import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can } from 'api/contract/capabilities';
import type { StaffEvent } from 'api/contract/events';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Pager } from 'design-system/components/pager';
import { Spinner } from 'design-system/components/spinner';
import { type MessageKey, useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { notify } from 'design-system/toast/toast';
import { type ReactNode, useId, useState } from 'react';
import { adminErrorText } from '../../lib/admin-error-text';
import { useLastAnswer } from '../../lib/use-last-answer';
import { eventHistoryQuery } from './api/get-event-history';
import { pendingEventsQuery } from './api/get-pending-events';
import { useCompleteEvent } from './api/use-complete-event';
import { EventCard } from './event-card';
import { RefundRequestsSection } from './refund-requests-section';
import './checklist-page.css';

const POSITIONS = ['first', 'second'] as const;

/** A list that cannot be read says so on the page with a retry; the error is only logged. */
const logLoadError = (error: unknown) => console.error('Events could not be loaded', error);

/** `summary`: what the dashboard shows above the events (src/app/checklist-entry.tsx composes it). */
export function ChecklistPage({ summary }: { summary?: ReactNode } = {}) {
  const t = useT();
  const { role } = useSession();
  const pendingRead = useQuery({ ...pendingEventsQuery(), meta: { onError: logLoadError } });
  const [historyPage, setHistoryPage] = useState(1);
  const historyRead = useQuery({
    ...eventHistoryQuery(historyPage),
    placeholderData: keepPreviousData,
    meta: { onError: logLoadError },
  });
  const pending = {
    response: useLastAnswer(pendingRead.data),
    loading: pendingRead.isFetching,
    failed: pendingRead.isError,
    retry: () => void pendingRead.refetch(),
  };
  const history = {
    response: useLastAnswer(historyRead.data),
    loading: historyRead.isFetching,
    failed: historyRead.isError,
    retry: () => void historyRead.refetch(),
  };
  const completeEvent = useCompleteEvent();
  // Several events may be completing at once; one mutation's isPending only follows the latest.
  const [completing, setCompleting] = useState<ReadonlySet<number>>(new Set());
  const pendingId = useId();
  const historyId = useId();

  const complete = async (event: StaffEvent) => {
    setCompleting((previous) => new Set(previous).add(event.id));
    try {
      await completeEvent.mutateAsync(event.id);
      notify.success(t('admin.checklist.completed'));
    } catch (error) {
      notify.error(adminErrorText(error, t));
    } finally {
      setCompleting((previous) => {
        const next = new Set(previous);
        next.delete(event.id);
        return next;
      });
    }
  };

  const pendingEvents = pending.response?.data ?? [];
  const historyEvents = history.response?.data ?? [];

  return (
    <Stack gap={5} className="checklist-page">
      <PageHeader title={t('admin.checklist.title')} />
      {summary}
      {can(role, 'refund_approve') ? <RefundRequestsSection /> : null}

      <section aria-labelledby={pendingId} aria-busy={pending.loading || undefined}>
        <h2 id={pendingId} className="checklist-page__heading">
          {t('admin.checklist.pendingHeading')}
        </h2>
        <ListBody
          loading={pending.loading && !pending.response}
          failed={pending.failed}
          failedText="admin.checklist.pendingFailed"
          onRetry={pending.retry}
          empty={pendingEvents.length === 0 ? 'admin.checklist.noPending' : null}
        >
          <ol className="checklist-page__list">
            {pendingEvents.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  position={POSITIONS[index]}
                  onComplete={complete}
                  completing={completing.has(event.id)}
                />
              </li>
            ))}
          </ol>
        </ListBody>
      </section>

      <section aria-labelledby={historyId} aria-busy={history.loading || undefined}>
        <h2 id={historyId} className="checklist-page__heading">
          {t('admin.checklist.historyHeading')}
        </h2>
        <ListBody
          loading={history.loading && !history.response}
          failed={history.failed}
          failedText="admin.checklist.historyFailed"
          onRetry={history.retry}
          empty={historyEvents.length === 0 ? 'admin.checklist.noHistory' : null}
        >
          <ul className="checklist-page__list">
            {historyEvents.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </ListBody>
        <Pager
          page={historyPage}
          hasNext={history.response?.hasMore ?? false}
          onPageChange={setHistoryPage}
          disabled={history.loading}
          label={t('admin.checklist.historyPager')}
        />
      </section>
    </Stack>
  );
}

type ListBodyProps = {
  loading: boolean;
  failed: boolean;
  failedText: MessageKey;
  onRetry: () => void;
  empty: MessageKey | null;
  children: ReactNode;
};

/** SPEC section 8's load errors, the empty text, or the list. */
function ListBody({ loading, failed, failedText, onRetry, empty, children }: ListBodyProps) {
  const t = useT();
  if (loading) {
    return (
      <p className="checklist-page__empty">
        <Spinner size="sm" /> {t('admin.checklist.loading')}
      </p>
    );
  }
  return (
    <>
      {failed ? (
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('admin.checklist.retry')}
            </Button>
          }
        >
          {t(failedText)}
        </Alert>
      ) : null}
      {empty && !failed ? <p className="checklist-page__empty">{t(empty)}</p> : children}
    </>
  );
}
