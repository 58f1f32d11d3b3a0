import type {
  AccessChange,
  AccessChangePage,
  AccessCredential,
  AccessCredentialList,
  AccessDecision,
  AccessWebhookBody,
  CredentialType,
  GateDirection,
} from '../../api/src/contract/gate-access';
import { type CopyKey, decideFromCopy, keyOf } from './copy-decision';
import type { QueuedEvent, SavedCopy } from './saved-copy';

// A gate controller as a garage would run one (docs/decisions/gate-simulator.md): it keeps its own
// copy of the location's credentials (the full list once, then the changes feed and pushed
// webhooks), asks the API for each decision while it can, decides from its copy while it cannot, and
// sends the events it decided alone once the API is back.

export type GateQuestion = {
  credential_type: CredentialType;
  value: string;
  plate_state?: string | null;
  direction: GateDirection;
};

export type GateAnswer = {
  /** The credential as judged: a plate upper-cased without spaces or dashes, as the feed holds it. */
  value: string;
  decision: 'allow' | 'deny';
  reason: string;
  pass_id: number | null;
  source: 'api' | 'offline' | 'refused';
};

export type ControllerState = {
  cursor: number;
  credentials: number;
  api_reachable: boolean;
  key_refused: boolean;
  last_sync_at: string | null;
  queued_events: number;
};

type Options = {
  api: string;
  key: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  log?: (line: string) => void;
  /** The copy a previous run saved (`--state-file`), to start from. */
  saved?: SavedCopy | null;
  /** Saves the copy; awaited before a webhook is acknowledged, so a restart never misses what was acknowledged. */
  save?: (current: () => SavedCopy) => Promise<void>;
};

export class GateController {
  private readonly credentials = new Map<CopyKey, AccessCredential>();
  private cursor = 0;
  private locationId: number | null = null;
  private apiReachable = false;
  private keyRefused = false;
  private lastSyncAt: string | null = null;
  private readonly queued: QueuedEvent[] = [];
  private readonly appliedDeliveries = new Set<string>();
  private readonly send: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private loaded = false;

  constructor(private readonly options: Options) {
    this.send = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 1_500;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    const { saved } = options;
    if (saved && saved.api !== options.api)
      this.log(
        `The state file holds a copy from ${saved.api}, not ${options.api}: starting from the full list`,
      );
    else if (saved) {
      for (const credential of saved.credentials)
        this.credentials.set(keyOf(credential.type, credential.value), credential);
      this.cursor = saved.cursor;
      this.locationId = saved.location_id;
      this.queued.push(...saved.queued);
      for (const id of saved.applied_deliveries) this.appliedDeliveries.add(id);
      this.loaded = true;
    }
  }

  private snapshot(): SavedCopy {
    return {
      api: this.options.api,
      location_id: this.locationId,
      cursor: this.cursor,
      credentials: [...this.credentials.values()],
      queued: [...this.queued],
      applied_deliveries: [...this.appliedDeliveries].slice(-100),
    };
  }

  private async persist(): Promise<void> {
    await this.options.save?.(() => this.snapshot());
  }

  /** Where saving cannot be answered for (polling, deciding), a failed save is said and the copy kept in memory. */
  private async persistOrSay(): Promise<void> {
    try {
      await this.persist();
    } catch (error) {
      this.log(`Could not save the state file (${messageOf(error)}): the copy is kept in memory only`);
    }
  }

  state(): ControllerState {
    return {
      cursor: this.cursor,
      credentials: this.credentials.size,
      api_reachable: this.apiReachable,
      key_refused: this.keyRefused,
      last_sync_at: this.lastSyncAt,
      queued_events: this.queued.length,
    };
  }

  /** The copy's view of one credential (tests and the `state` command). */
  held(type: CredentialType, value: string): AccessCredential | undefined {
    return this.credentials.get(keyOf(type, value));
  }

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await this.send(`${this.options.api}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${this.options.key}` },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 401) {
      if (!this.keyRefused)
        this.log('The device key was refused: ask staff for the current key. Denying everyone.');
      this.keyRefused = true;
    }
    return response;
  }

  private apply(change: AccessChange): void {
    if (change.cursor <= this.cursor) return;
    const { credential } = change;
    this.credentials.set(keyOf(credential.type, credential.value), credential);
    this.cursor = change.cursor;
  }

  /** One sync round: the full list the first time, then every change since the cursor. */
  async sync(): Promise<void> {
    try {
      if (!this.loaded) {
        const response = await this.call('/access/credentials');
        if (!response.ok) throw new Error(`credentials answered ${response.status}`);
        const list = (await response.json()) as AccessCredentialList;
        this.credentials.clear();
        for (const credential of list.credentials)
          this.credentials.set(keyOf(credential.type, credential.value), credential);
        this.cursor = list.cursor;
        this.locationId = list.location_id;
        this.loaded = true;
        await this.persistOrSay();
      }
      const from = this.cursor;
      for (let more = true; more; ) {
        const response = await this.call(`/access/changes?since=${this.cursor}&limit=500`);
        if (response.status === 410) {
          // Behind what the feed keeps: start again from the full list (next round).
          this.log('The changes feed no longer holds this cursor: loading the full list again');
          this.loaded = false;
          return this.sync();
        }
        if (!response.ok) throw new Error(`changes answered ${response.status}`);
        const page = (await response.json()) as AccessChangePage;
        if (this.locationId !== null && page.location_id !== this.locationId) {
          // A saved copy of another location (the key was moved): it must not decide here.
          this.log(
            `The saved copy is of location ${this.locationId}, the key's is ${page.location_id}: loading the full list`,
          );
          this.loaded = false;
          this.locationId = null;
          return this.sync();
        }
        this.locationId = page.location_id;
        for (const change of page.changes) this.apply(change);
        this.cursor = Math.max(this.cursor, page.cursor);
        more = page.has_more;
      }
      if (this.cursor !== from) await this.persistOrSay();
      if (!this.apiReachable) this.log(`API reachable: copy at cursor ${this.cursor}`);
      this.apiReachable = true;
      this.keyRefused = false;
      this.lastSyncAt = new Date(this.now()).toISOString();
      await this.replayQueued();
    } catch (error) {
      if (this.apiReachable) this.log(`API unreachable (${messageOf(error)}): deciding from the copy`);
      this.apiReachable = false;
    }
  }

  /**
   * A pushed webhook whose signature the receiver already checked; a delivery applied before is dropped.
   * Throws when the copy cannot be saved, so the receiver does not acknowledge it and the API sends it again.
   */
  async applyWebhook(body: AccessWebhookBody): Promise<'applied' | 'duplicate'> {
    if (this.appliedDeliveries.has(body.id)) return 'duplicate';
    for (const change of body.changes) this.apply(change);
    await this.persist();
    this.appliedDeliveries.add(body.id);
    if (this.appliedDeliveries.size > 10_000) this.appliedDeliveries.clear();
    return 'applied';
  }

  private async replayQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const event = this.queued[0];
      const response = await this.call('/access/events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
      });
      if (!response.ok) throw new Error(`events answered ${response.status}`);
      this.queued.shift();
      // Saved after each one: a restart resends at most the event it was sending (each send is recorded).
      await this.persistOrSay();
    }
  }

  async decide(question: GateQuestion, options: { copyOnly?: boolean } = {}): Promise<GateAnswer> {
    const value =
      question.credential_type === 'licensePlate'
        ? question.value.toUpperCase().replace(/[\s-]/g, '')
        : question.value;
    return { value, ...(await this.judge({ ...question, value }, options)) };
  }

  private async judge(
    question: GateQuestion,
    options: { copyOnly?: boolean },
  ): Promise<Omit<GateAnswer, 'value'>> {
    const at = this.now();
    const { value } = question;
    if (this.keyRefused)
      return { decision: 'deny', reason: 'device_key_invalid', pass_id: null, source: 'refused' };
    if (!options.copyOnly) {
      try {
        const response = await this.call('/access/events', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          // Live: the API judges at its own clock (the sandbox's test clock included); only events sent
          // later carry the time they happened.
          body: JSON.stringify(question),
        });
        if (response.status === 401) {
          return { decision: 'deny', reason: 'device_key_invalid', pass_id: null, source: 'refused' };
        }
        if (response.ok) {
          const decided = (await response.json()) as AccessDecision;
          this.apiReachable = true;
          return {
            decision: decided.decision,
            reason: decided.reason,
            pass_id: decided.pass_id,
            source: 'api',
          };
        }
        throw new Error(`events answered ${response.status}`);
      } catch (error) {
        if (this.keyRefused)
          return { decision: 'deny', reason: 'device_key_invalid', pass_id: null, source: 'refused' };
        if (this.apiReachable) this.log(`API unreachable (${messageOf(error)}): deciding from the copy`);
        this.apiReachable = false;
        this.queued.push({ ...question, at: new Date(at).toISOString() });
        await this.persistOrSay();
      }
    }
    const decided = decideFromCopy(this.credentials.get(keyOf(question.credential_type, value)), at);
    return { ...decided, source: 'offline' };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
