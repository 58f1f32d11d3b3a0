import type { SetupSessionInfo, SetupSessionInput } from '../payments-provider';
import type { SandboxClock } from './sandbox-clock';
import { SandboxNotFoundError, type SandboxSessionView, SandboxStateError } from './sandbox-controls';
import type { SandboxEvents } from './sandbox-events';
import type { SandboxIntents } from './sandbox-intents';
import { newId, type SbxCheckoutSession, type SbxSetupIntent } from './sandbox-objects';
import type { SandboxState } from './sandbox-state';

type SessionsDeps = {
  state: SandboxState;
  clock: SandboxClock;
  events: SandboxEvents;
  intents: SandboxIntents;
  /** Where the portal serves the hosted card set-up page (`/sandbox-checkout`). */
  publicBaseUrl: string;
};

/** Stripe Checkout in setup mode: the hosted page where a customer saves a card, and its session. */
export class SetupSessions {
  constructor(private readonly deps: SessionsDeps) {}

  create(input: SetupSessionInput): { id: string; url: string } {
    const { state, clock, intents, publicBaseUrl } = this.deps;
    const setupIntent = intents.newSetupIntent(input.customerId, input.metadata);
    const id = newId('cs');
    const url = `${publicBaseUrl.replace(/\/$/, '')}/sandbox-checkout?session=${id}`;
    state.sessions.set(id, {
      id,
      object: 'checkout.session',
      mode: 'setup',
      status: 'open',
      customer: input.customerId,
      setup_intent: setupIntent.id,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: input.locale,
      metadata: { ...input.metadata },
      url,
      created: clock.nowSeconds(),
      livemode: false,
    });
    return { id, url };
  }

  /** The server's read of a session (Stripe's checkout.sessions.retrieve). */
  info(id: string): SetupSessionInfo | null {
    const session = this.deps.state.sessions.get(id);
    if (!session) return null;
    const intent = this.deps.state.setupIntents.get(session.setup_intent);
    return {
      id,
      status: session.status,
      customerId: session.customer,
      paymentMethodId: intent?.status === 'succeeded' ? intent.payment_method : null,
      metadata: { ...session.metadata },
    };
  }

  /** What the hosted page shows. */
  view(id: string): SandboxSessionView {
    const { session, intent } = this.found(id);
    return {
      id: session.id,
      status: session.status,
      client_secret: intent.client_secret,
      locale: session.locale,
      success_url: session.success_url,
      cancel_url: session.cancel_url,
    };
  }

  /** After the page confirmed the card: completes the session once and says where the browser goes. */
  async complete(id: string): Promise<{ redirect_url: string }> {
    const { session, intent } = this.found(id);
    if (intent.status !== 'succeeded') throw new SandboxStateError('The card has not been saved yet');
    if (session.status === 'open') {
      session.status = 'complete';
      session.url = null;
      await this.deps.events.emit('checkout.session.completed', session);
    }
    return { redirect_url: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  private found(id: string): { session: SbxCheckoutSession; intent: SbxSetupIntent } {
    const session = this.deps.state.sessions.get(id);
    const intent = session ? this.deps.state.setupIntents.get(session.setup_intent) : undefined;
    if (!session || !intent) throw new SandboxNotFoundError('That card set-up was not found');
    return { session, intent };
  }
}
