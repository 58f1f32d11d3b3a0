import { eq } from 'drizzle-orm';
import {
  type AccessDecision,
  type CredentialType,
  DENIAL_BY_STATUS,
  type DecisionReason,
  type GateDirection,
} from '../../contract/gate-access';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { accessEvents, gatePresence, locations } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type GateClock, lookupCredential } from './credential-state';
import type { GateDeviceSession } from './device-keys';

// A gate's question, answered and recorded (docs/decisions/gate-access-feed.md). The credential's
// state comes from the one access rule; then the device's kind and the location's anti-passback.
// A pass that no longer admits may still leave when the gate last saw it come in: nobody is shut
// inside. Each decision is one immediate transaction (the event, and the pass's presence if admitted).

export type GateQuestion = {
  type: CredentialType;
  value: string;
  plateState: string | null;
  direction: GateDirection;
  /** Epoch ms the device read the credential (a replayed offline event keeps its own time). */
  at: number;
};

export async function decideAtGate(
  db: Database,
  device: GateDeviceSession,
  question: GateQuestion,
  clock: GateClock,
): Promise<AccessDecision> {
  return inTransaction(
    db,
    async (tx) => {
      const { credential, access, plateState } = await lookupCredential(
        tx,
        device.locationId,
        question.type,
        question.value,
        { now: question.at, timeZone: clock.timeZone },
      );
      const passId = credential.pass_id;
      const presence =
        passId === null
          ? undefined
          : await firstRow(
              tx.select().from(gatePresence).where(eq(gatePresence.subscriptionId, passId)).limit(1),
            );
      const mode =
        (
          await firstRow(
            tx
              .select({ mode: locations.antiPassback })
              .from(locations)
              .where(eq(locations.id, device.locationId))
              .limit(1),
          )
        )?.mode ?? 'off';
      // The plate that went in last, when the pass is inside: another plate of the same pass is a
      // second car on one space (docs/decisions/pass-plates.md).
      const insideBy =
        presence?.inside === true
          ? await firstRow(
              tx
                .select({ type: accessEvents.credentialType, value: accessEvents.credentialValue })
                .from(accessEvents)
                .where(eq(accessEvents.id, presence.lastEventId))
                .limit(1),
            )
          : undefined;

      const decide = (): { allow: boolean; reason: DecisionReason } => {
        const wrongWay =
          (device.kind === 'entry' && question.direction === 'out') ||
          (device.kind === 'exit' && question.direction === 'in');
        if (wrongWay) return { allow: false, reason: 'wrong_direction' };
        // Another state's plate with the same number is another car.
        const otherRegion =
          question.type === 'licensePlate' &&
          question.plateState &&
          plateState &&
          question.plateState !== plateState;
        if (otherRegion) return { allow: false, reason: 'unknown_credential' };
        const inside = presence?.inside === true;
        const status = credential.status;
        const admits = status === 'active' || status === 'grace';
        if (!admits) {
          if (question.direction === 'out' && inside && passId !== null)
            return { allow: true, reason: 'active' };
          return { allow: false, reason: DENIAL_BY_STATUS[status] };
        }
        if (access?.validFrom !== null && access?.validFrom !== undefined && question.at < access.validFrom)
          return { allow: false, reason: 'not_yet_valid' };
        // One pass, one space: a second plate of the pass entering while another is inside is refused
        // whatever the anti-passback mode (off and warn only forgive a misread or a gate that lifted twice).
        const otherPlateInside =
          question.type === 'licensePlate' &&
          question.direction === 'in' &&
          insideBy?.type === 'licensePlate' &&
          insideBy.value !== question.value;
        if (otherPlateInside) return { allow: false, reason: 'other_plate_inside' };
        // Anti-passback: the same direction twice in a row (a card passed back to a second car).
        const repeated = presence !== undefined && presence.inside === (question.direction === 'in');
        if (repeated && mode === 'enforce') return { allow: false, reason: 'passback' };
        if (repeated && mode === 'warn') return { allow: true, reason: 'passback_warning' };
        return { allow: true, reason: status };
      };

      const { allow, reason } = decide();
      const occurredAt = new Date(question.at).toISOString();
      const event = await returnedRow(
        tx
          .insert(accessEvents)
          .values({
            deviceId: device.id,
            locationId: device.locationId,
            credentialType: question.type,
            credentialValue: question.value,
            plateState: question.plateState,
            direction: question.direction,
            decision: allow ? 'allow' : 'deny',
            reason,
            subscriptionId: passId,
            occurredAt,
            recordedAt: new Date(clock.now).toISOString(),
          })
          .returning({ id: accessEvents.id }),
      );
      // A late offline event never moves presence back behind a newer one.
      if (allow && passId !== null && (!presence || presence.lastAt <= occurredAt)) {
        const values = {
          locationId: device.locationId,
          inside: question.direction === 'in',
          lastEventId: event.id,
          lastDirection: question.direction,
          lastAt: occurredAt,
          lastDeviceId: device.id,
        };
        await tx
          .insert(gatePresence)
          .values({ subscriptionId: passId, ...values })
          .onConflictDoUpdate({ target: gatePresence.subscriptionId, set: values });
      }
      return { decision: allow ? 'allow' : 'deny', reason, pass_id: passId, event_id: event.id };
    },
    { behavior: 'immediate' },
  );
}
