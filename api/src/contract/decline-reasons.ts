// Why a bank refused a charge made without the customer (an autopay renewal). The API stores the
// provider's code ('insufficient_funds', 'do_not_honor'), never its English message, and every reader
// words the reason in its own language: the e-mails on the server, the portal and the checklist from
// their catalogs (docs/decisions/decline-reasons-as-codes.md).

/** The reasons worded everywhere; any other code reads as the neutral 'declined'. */
export const DECLINE_REASONS = [
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_required',
  'card_velocity_exceeded',
  'lost_card',
  'stolen_card',
  'declined',
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * What the cardholder is told. Stripe asks merchants not to tell a customer that a card was reported
 * lost or stolen (a fraud signal): they read as a plain decline; staff see the real reason.
 */
export type CustomerDeclineReason = Exclude<DeclineReason, 'lost_card' | 'stolen_card'>;

const KNOWN: ReadonlySet<string> = new Set(DECLINE_REASONS);

/** Provider codes that mean the same as one of the reasons. */
const ALIASES: Readonly<Record<string, DeclineReason>> = {
  card_declined: 'declined',
  generic_decline: 'declined',
  invalid_cvc: 'incorrect_cvc',
  invalid_number: 'incorrect_number',
  withdrawal_count_limit_exceeded: 'card_velocity_exceeded',
};

/**
 * Rows written before codes were stored hold the provider's English message (or this app's old
 * fallback): the ones Stripe and the sandbox send are read back as their reason.
 */
const OLD_MESSAGES: Readonly<Record<string, DeclineReason>> = {
  'Your card has insufficient funds.': 'insufficient_funds',
  'Your card was declined.': 'declined',
  'The card was declined': 'declined',
  'Your card has expired.': 'expired_card',
  "Your card's security code is incorrect.": 'incorrect_cvc',
  "Your card's security code is invalid.": 'incorrect_cvc',
  'Your card number is incorrect.': 'incorrect_number',
  'An error occurred while processing your card. Try again in a little bit.': 'processing_error',
  'Your card was declined. This transaction requires authentication.': 'authentication_required',
  'Your card has exceeded its velocity limit.': 'card_velocity_exceeded',
};

const CODE = /^[a-z0-9_]{1,64}$/;

/**
 * The code to store for a provider's error: the bank's `decline_code` when it gave one (it says more
 * than `card_declined`), else the error's `code`; null when neither looks like a code.
 */
export function providerDeclineCode(
  error: { code?: string | null; decline_code?: string | null } | null | undefined,
): string | null {
  for (const candidate of [error?.decline_code, error?.code]) {
    const code = candidate?.trim().toLowerCase() ?? '';
    if (CODE.test(code)) return code;
  }
  return null;
}

/** The reason of a stored code (or an old row's English message), when it is one of the worded ones. */
export function knownDeclineReason(stored: string | null | undefined): DeclineReason | null {
  const value = stored?.trim() ?? '';
  if (KNOWN.has(value)) return value as DeclineReason;
  return ALIASES[value] ?? OLD_MESSAGES[value] ?? null;
}

/** The reason of a stored code, an unknown or missing one read as the neutral 'declined'. */
export function declineReasonOf(stored: string | null | undefined): DeclineReason {
  return knownDeclineReason(stored) ?? 'declined';
}

/** The reason a customer reads (e-mail, portal) for a stored code. */
export function customerDeclineReason(stored: string | null | undefined): CustomerDeclineReason {
  const reason = declineReasonOf(stored);
  return reason === 'lost_card' || reason === 'stolen_card' ? 'declined' : reason;
}

/**
 * Why the bank refused an autopay charge, as the customer reads it: the words of the e-mails and of the
 * portal's catalog, written once so the two never say different things.
 */
export const CUSTOMER_DECLINE_TEXT: Record<'en' | 'es', Record<CustomerDeclineReason, string>> = {
  en: {
    insufficient_funds: 'The card does not have enough funds.',
    expired_card: 'The card has expired.',
    incorrect_cvc: "The bank did not accept the card's security code.",
    incorrect_number: 'The bank did not recognize the card number.',
    processing_error: 'The bank could not process the charge (a temporary error).',
    authentication_required:
      'The bank wants you to confirm each charge on this card (3-D Secure), which an automatic charge cannot do.',
    card_velocity_exceeded: 'The card has reached its spending or usage limit.',
    declined: 'The bank declined the charge.',
  },
  es: {
    insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
    expired_card: 'La tarjeta está vencida.',
    incorrect_cvc: 'El banco no aceptó el código de seguridad de la tarjeta.',
    incorrect_number: 'El banco no reconoció el número de la tarjeta.',
    processing_error: 'El banco no pudo procesar el cobro (un error temporal).',
    authentication_required:
      'El banco pide que usted confirme cada cobro a esta tarjeta (3-D Secure), y un cobro automático no puede hacerlo.',
    card_velocity_exceeded: 'La tarjeta alcanzó su límite de gasto o de uso.',
    declined: 'El banco rechazó el cobro.',
  },
};
