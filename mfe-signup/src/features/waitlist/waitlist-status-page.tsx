import { useQuery } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import { Alert } from 'design-system/components/alert';
import { Button } from 'design-system/components/button';
import { useConfirm } from 'design-system/components/confirm-dialog';
import { Container, Stack } from 'design-system/components/layout';
import { Loading } from 'design-system/components/spinner';
import { useT } from 'design-system/i18n/language';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { waitlistStatusQuery } from './api/get-waitlist-status';
import { useAnswerWaitlist, type WaitlistAction } from './api/use-answer-waitlist';
import { WaitlistLinkProblem, WaitlistStatusView } from './waitlist-status-view';
import './waitlist-status-page.css';

type Feedback = {
  tone: 'success' | 'warning' | 'danger';
  key: 'confirmed' | 'offerNotOpen' | 'actionFailed';
};

/**
 * /waitlist?token=: the private page the waitlist e-mails link to. Its owner confirms their place,
 * sees their position, leaves the list, or takes up or declines a held space.
 */
export function WaitlistStatusPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const read = useQuery({ ...waitlistStatusQuery(token), enabled: token !== '' });
  const answer = useAnswerWaitlist(token);
  const busy = answer.isPending ? answer.variables : null;
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const resultRef = useRef<HTMLDivElement>(null);

  // After an action the page's content changes under the button: focus follows it to the new state.
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) resultRef.current?.focus();
  }, [moves]);

  const onAction = async (action: WaitlistAction) => {
    if (action !== 'confirm') {
      const dialog = action === 'leave' ? 'leaveDialog' : 'declineDialog';
      const ok = await confirm({
        title: t(`waitlist.status.${dialog}.title`),
        message: t(`waitlist.status.${dialog}.message`),
        confirmLabel: t(`waitlist.status.${dialog}.confirm`),
        cancelLabel: t(`waitlist.status.${dialog}.cancel`),
        tone: 'danger',
      });
      if (!ok) return;
    }
    setFeedback(null);
    try {
      // Settles once the entry was read again (use-answer-waitlist.ts), so the page shows its new state.
      await answer.mutateAsync(action);
      if (action === 'confirm') setFeedback({ tone: 'success', key: 'confirmed' });
    } catch (error) {
      const code = readApiError(error)?.code;
      // A link whose entry is gone was read again and now says so; nothing more to add.
      if (code === 'waitlist_offer_not_open') setFeedback({ tone: 'warning', key: 'offerNotOpen' });
      else if (code !== 'waitlist_entry_not_found') setFeedback({ tone: 'danger', key: 'actionFailed' });
    } finally {
      setMoves((n) => n + 1);
    }
  };

  let body: ReactNode;
  if (token === '') body = <WaitlistLinkProblem missing />;
  else if (read.isPending) body = <Loading label={t('waitlist.status.loading')} />;
  else if (read.isError)
    body = (
      <Stack gap={3}>
        <Alert tone="danger">{t('waitlist.status.loadFailed')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void read.refetch()}>
            {t('waitlist.status.retry')}
          </Button>
        </div>
      </Stack>
    );
  else if (read.data === null) body = <WaitlistLinkProblem missing={false} />;
  else
    body = (
      <Stack gap={3}>
        {read.data.firstName ? <p>{t('waitlist.status.greeting', { name: read.data.firstName })}</p> : null}
        <p className="signup-waitlist-status__email">
          {t('waitlist.status.forEmail', { email: read.data.email })}
        </p>
        <WaitlistStatusView entry={read.data} token={token} busy={busy} onAction={onAction} />
      </Stack>
    );

  return (
    <Container width="narrow" className="signup-waitlist-status">
      <h1>{t('waitlist.status.title')}</h1>
      <div ref={resultRef} tabIndex={-1} className="signup-waitlist-status__result">
        {feedback ? (
          <Alert tone={feedback.tone} live="polite">
            {t(`waitlist.status.${feedback.key}`)}
          </Alert>
        ) : null}
        {body}
      </div>
      {confirmDialog}
    </Container>
  );
}
