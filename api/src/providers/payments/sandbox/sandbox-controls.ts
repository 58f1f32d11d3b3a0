import type { SandboxClockResponse, SandboxIntentResult } from '../../../contract/sandbox-payments';

/** A provider event in Stripe's shape, delivered to the app's one event handler. */
export type ProviderEventListener = (event: unknown) => Promise<void>;

export type SandboxCard = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string | undefined;
};

/** What only the sandbox has: the browser's side of Stripe.js, and a test clock. */
export interface SandboxControls {
  /** Whether the sandbox takes payments at all (never in production). */
  readonly enabled: boolean;
  /** Settles once its stored state is loaded: at once on SQLite, after a read on PostgreSQL. */
  readonly ready: Promise<void>;
  /** The app registers its provider-event handler here; returns an unsubscribe function. */
  onEvent(listener: ProviderEventListener): () => void;
  confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntentResult>;
  challenge(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntentResult>;
  advanceClock(seconds: number): Promise<SandboxClockResponse>;
  /**
   * Called after each move of the test clock (the app's scheduler runs what fell due at once, as it
   * would within the minute after real time got there); returns an unsubscribe function.
   */
  onClockMoved(listener: () => void): () => void;
  /** Bills whatever is due at the clock's now (renewals and their retries); the scheduler runs it. */
  runDue(): Promise<SandboxClockResponse>;
  /** The hosted card set-up page's view of a session (what Stripe Checkout shows). */
  session(id: string): SandboxSessionView;
  /** After the page confirmed the card: completes the session and says where the browser goes. */
  completeSession(id: string): Promise<{ redirect_url: string }>;
  /** The hosted invoice page's view (Stripe's `hosted_invoice_url`): pay or authenticate an open invoice. */
  invoice(id: string): SandboxInvoiceView;
  clockNow(): Date;
  /** How far the test clock was moved ahead of real time; the app adds it to its own clock. */
  clockOffsetMs(): number;
}

export type SandboxSessionView = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  client_secret: string;
  locale: 'en' | 'es';
  success_url: string;
  cancel_url: string;
};

export type SandboxInvoiceView = {
  id: string;
  status: 'open' | 'paid';
  amount_cents: number;
  /** The payment intent to confirm (3-D Secure challenge) while the invoice waits for the holder. */
  client_secret: string | null;
  requires_action: boolean;
};

/** The object exists but is not in a state that allows the call (a session whose card is not saved yet). */
export class SandboxStateError extends Error {
  override name = 'SandboxStateError';
}

export class SandboxNotFoundError extends Error {
  override name = 'SandboxNotFoundError';
}
