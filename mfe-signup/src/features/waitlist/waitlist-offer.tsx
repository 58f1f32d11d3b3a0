import { useQuery } from '@tanstack/react-query';
import { readApiError } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { WaitlistStatusValue } from 'api/contract/waitlist';
import { Alert } from 'design-system/components/alert';
import { useLanguage, useT } from 'design-system/i18n/language';
import { useEffect } from 'react';
import { waitlistStatusQuery } from './api/get-waitlist-status';
import { forgetOfferToken, saveOfferToken } from './offer-token-storage';
import { formatHeldUntil } from './waitlist-status';

/**
 * Why an offer link holds no space: it ran out (`expired`), a pass was bought with it (`bought`), the
 * entry left the list or was never offered one (`closed`), it names no entry (`notFound`), or the check
 * itself failed (`unchecked`: no answer, too many checks).
 */
export type OfferClosedReason = 'expired' | 'bought' | 'closed' | 'notFound' | 'unchecked';

/** What a `/?offer=<token>` link stands for, as the landing shows it. */
export type WaitlistOffer =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'held'; token: string; email: string; expiresAt: string }
  | { kind: 'closed'; reason: OfferClosedReason };

/** The entry's status (API contract values) when it holds no offer. */
const CLOSED_STATUS: Partial<Record<WaitlistStatusValue, OfferClosedReason>> = {
  expired: 'expired',
  bought: 'bought',
};

/** The offer check's refusals (API error codes) that say the link is not one. */
const REFUSED_LINK: Partial<Record<ErrorCode, OfferClosedReason>> = {
  waitlist_entry_not_found: 'notFound',
  // The token is not even shaped like one (e.g. far too long): the API refuses it before looking.
  invalid_input: 'notFound',
};

function refusalReason(error: unknown): OfferClosedReason {
  const code = readApiError(error)?.code;
  return (
    (code !== undefined && Object.hasOwn(REFUSED_LINK, code) && REFUSED_LINK[code as ErrorCode]) ||
    'unchecked'
  );
}

/**
 * Reads the offer behind the link (none without a token). While it holds a space, its token is kept
 * for this tab so the checkout buys exactly that space; a closed offer forgets it.
 */
export function useWaitlistOffer(token: string | null): WaitlistOffer {
  const read = useQuery({ ...waitlistStatusQuery(token ?? ''), enabled: token !== null });
  let offer: WaitlistOffer;
  if (token === null) offer = { kind: 'none' };
  else if (read.isPending) offer = { kind: 'checking' };
  else if (read.isError) offer = { kind: 'closed', reason: refusalReason(read.error) };
  else if (read.data === null) offer = { kind: 'closed', reason: 'notFound' };
  else if (read.data.status === 'offered' && read.data.offerExpiresAt)
    offer = { kind: 'held', token, email: read.data.email, expiresAt: read.data.offerExpiresAt };
  else offer = { kind: 'closed', reason: CLOSED_STATUS[read.data.status] ?? 'closed' };

  const held = offer.kind === 'held';
  const closed = offer.kind === 'closed';
  useEffect(() => {
    if (held && token) saveOfferToken(token);
    else if (closed) forgetOfferToken();
  }, [held, closed, token]);
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

/**
 * What happened to the offer of the link, and what the page offers instead: the signup wizard while
 * spaces are free, else the waitlist (null while the count is still being read).
 */
export function OfferClosedNotice({
  reason,
  instead,
}: {
  reason: OfferClosedReason;
  instead: 'wizard' | 'waitlist' | null;
}) {
  const t = useT();
  return (
    <Alert tone="warning" title={t(`waitlist.offer.${reason}`)}>
      {instead === 'wizard' ? t('waitlist.offer.insteadWizard') : null}
      {instead === 'waitlist' ? t('waitlist.offer.insteadWaitlist') : null}
    </Alert>
  );
}
