import type { ProviderEventListener } from './sandbox-controls';
import { newId } from './sandbox-objects';

type EventsOptions = {
  log: (message: string, error?: unknown) => void;
  nowSeconds: () => number;
  /** Runs before any listener hears of an event (the store's write-through). */
  beforeDelivery: () => Promise<void>;
};

/**
 * Emission: every outcome leaves the sandbox as the event object Stripe would post to a webhook,
 * delivered to the app's handler (the same one the signed Stripe webhook calls).
 */
export class SandboxEvents {
  private readonly listeners = new Set<ProviderEventListener>();

  constructor(private readonly options: EventsOptions) {}

  on(listener: ProviderEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(type: string, object: object): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: this.options.nowSeconds(),
      livemode: false,
      // A copy: what the handler reads is the object as it was when the event happened.
      data: { object: structuredClone(object) },
    };
    // Saved before the app hears of it: what the app records never refers to an object a restart lost.
    await this.options.beforeDelivery();
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        // Stripe would retry a failed webhook; here the failure is logged for the developer.
        this.options.log(`handling ${type} (${event.id}) failed`, error);
      }
    }
  }
}
