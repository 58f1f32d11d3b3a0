import type { SandboxClockResponse, SandboxIntentResult } from '../../contract/sandbox-payments';

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
  /** The app registers its provider-event handler here; returns an unsubscribe function. */
  onEvent(listener: ProviderEventListener): () => void;
  confirm(clientSecret: string, card: SandboxCard): Promise<SandboxIntentResult>;
  challenge(clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntentResult>;
  advanceClock(seconds: number): Promise<SandboxClockResponse>;
  clockNow(): Date;
}

export class SandboxNotFoundError extends Error {
  override name = 'SandboxNotFoundError';
}
