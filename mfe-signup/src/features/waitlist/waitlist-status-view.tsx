import { Alert } from 'design-system/components/alert';
import { Button, buttonClassName } from 'design-system/components/button';
import { Inline, Stack } from 'design-system/components/layout';
import { useLanguage, useT } from 'design-system/i18n/language';
import { Link } from 'react-router-dom';
import type { WaitlistAction } from './api/use-answer-waitlist';
import { type WaitlistStatusView as Entry, formatHeldUntil } from './waitlist-status';

interface Props {
  entry: Entry;
  token: string;
  busy: WaitlistAction | null;
  onAction: (action: WaitlistAction) => void;
}

const homeLink = (label: string) => (
  <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
    {label}
  </Link>
);

/** One entry's state and what its owner can do next (unconfirmed, waiting, offered or closed). */
export function WaitlistStatusView({ entry, token, busy, onAction }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const howOffersWork = <p>{t('waitlist.status.howOffersWork', { hours: entry.offerHours })}</p>;

  switch (entry.status) {
    case 'unconfirmed':
      return (
        <Stack gap={3}>
          <p>{t('waitlist.status.unconfirmed')}</p>
          {howOffersWork}
          <Inline gap={2}>
            <Button loading={busy === 'confirm'} disabled={busy !== null} onClick={() => onAction('confirm')}>
              {t('waitlist.status.confirm')}
            </Button>
          </Inline>
        </Stack>
      );
    case 'waiting':
      return (
        <Stack gap={3}>
          <p className="signup-waitlist-status__position">
            <strong>{t('waitlist.status.position', { position: entry.position ?? '—' })}</strong>
          </p>
          <p>{t('waitlist.status.waitingCount', { count: entry.waitingCount })}</p>
          {howOffersWork}
          <Inline gap={2}>
            <Button
              variant="secondary"
              loading={busy === 'leave'}
              disabled={busy !== null}
              onClick={() => onAction('leave')}
            >
              {t('waitlist.status.leave')}
            </Button>
          </Inline>
        </Stack>
      );
    case 'offered':
      return (
        <Stack gap={3}>
          <Alert tone="success">
            <strong>
              {t('waitlist.status.offered', {
                time: entry.offerExpiresAt ? formatHeldUntil(entry.offerExpiresAt, language) : '—',
              })}
            </strong>
          </Alert>
          <p>{t('waitlist.status.offeredHint')}</p>
          <Inline gap={2}>
            <Link
              to={`/?offer=${encodeURIComponent(token)}`}
              className={buttonClassName({ variant: 'primary' })}
            >
              {t('waitlist.status.buy')}
            </Link>
            <Button
              variant="secondary"
              loading={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => onAction('decline')}
            >
              {t('waitlist.status.decline')}
            </Button>
          </Inline>
        </Stack>
      );
    default:
      return (
        <Stack gap={3}>
          <p>{t(`waitlist.status.${entry.status}`)}</p>
          <Inline gap={2}>{homeLink(t('waitlist.status.home'))}</Inline>
        </Stack>
      );
  }
}

/** No entry behind the link (or no link at all): say so, and where to go. */
export function WaitlistLinkProblem({ missing }: { missing: boolean }) {
  const t = useT();
  return (
    <Stack gap={3}>
      <Alert tone="danger">{t(missing ? 'waitlist.status.missingToken' : 'waitlist.status.notFound')}</Alert>
      <Inline gap={2}>{homeLink(t('waitlist.status.home'))}</Inline>
    </Stack>
  );
}
