import { useQuery } from '@tanstack/react-query';
import { Alert } from 'design-system/components/alert';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect } from 'react';
import { waitlistStatusQuery } from './api/get-waitlist-status';
import { forgetOfferToken, saveOfferToken } from './offer-token-storage';
import { formatHeldUntil } from './waitlist-status';

/** What a `/?offer=<token>` link stands for, as the landing shows it. */
export type WaitlistOffer =
  | { kind: 'checking' }
  | { kind: 'held'; token: string; email: string; expiresAt: string }
  | { kind: 'closed'; reason: 'expired' | 'bought' | 'closed' | 'notFound' };

const closedReason = (status: string): 'expired' | 'bought' | 'closed' =>
  status === 'expired' ? 'expired' : status === 'bought' ? 'bought' : 'closed';

/**
 * Reads the offer behind the link. While it holds a space, its token is kept for this tab so the
 * checkout buys exactly that space; a closed offer forgets it.
 */
export function useWaitlistOffer(token: string): WaitlistOffer {
  const read = useQuery(waitlistStatusQuery(token));
  let offer: WaitlistOffer;
  if (read.isPending) offer = { kind: 'checking' };
  else if (read.isError) offer = { kind: 'closed', reason: 'closed' };
  else if (read.data === null) offer = { kind: 'closed', reason: 'notFound' };
  else if (read.data.status === 'offered' && read.data.offerExpiresAt)
    offer = { kind: 'held', token, email: read.data.email, expiresAt: read.data.offerExpiresAt };
  else offer = { kind: 'closed', reason: closedReason(read.data.status) };

  const held = offer.kind === 'held';
  const settled = offer.kind !== 'checking';
  useEffect(() => {
    if (held) saveOfferToken(token);
    else if (settled) forgetOfferToken();
  }, [held, settled, token]);
  return offer;
}

/** "This space is held for you until …", above the wizard an offer link opens. */
export function OfferHeldNotice({ email, expiresAt }: { email: string; expiresAt: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Alert tone="success" title={t('waitlist.offer.held', { time: formatHeldUntil(expiresAt, language) })}>
      {t('waitlist.offer.heldHint', { email })}
    </Alert>
  );
}

/** Why an offer link no longer holds a space, above the waitlist form. */
export function OfferClosedNotice({ reason }: { reason: 'expired' | 'bought' | 'closed' | 'notFound' }) {
  const t = useT();
  return <Alert tone="warning">{t(`waitlist.offer.${reason}`)}</Alert>;
}
