/** The gate's decisions (/admin/gate/decisions) and who is inside now. Spanish: ./messages.es.ts. */
export const gateDecisionsMessagesEn = {
  admin: {
    gateDecisions: {
      title: 'Gate decisions',
      description:
        'Every card and plate the gates read, newest first, with what they answered and why. Filter on Denied to see why a gate did not open.',
      filter: 'Decision',
      filters: { all: 'All', allow: 'Allowed', deny: 'Denied' },
      caption: 'Gate decisions',
      empty: 'No gate decisions yet.',
      emptyFiltered: 'No decisions match this filter.',
      loadError: 'The gate decisions could not be loaded.',
      pager: 'Pages of gate decisions',
      columns: {
        time: 'Time',
        device: 'Device',
        credential: 'Card or plate',
        direction: 'Direction',
        decision: 'Decision',
        reason: 'Reason',
        customer: 'Customer',
      },
      credential: {
        rfid: 'Card {value}',
        licensePlate: 'Plate {value} · {state}',
        unknownState: 'state unknown',
      },
      directions: { in: 'In', out: 'Out' },
      decisions: { allow: 'Allowed', deny: 'Denied' },
      /** The stable reason codes of api/contract/gate-access.ts (DECISION_REASONS). */
      reasons: {
        active: 'Pass active',
        grace: 'Pass in grace: Auto-Pay is still retrying the renewal',
        passback_warning: 'Anti-passback warning: already inside (or already out), let through',
        unknown_credential: 'Unknown card or plate',
        pass_suspended: 'Pass suspended: the Auto-Pay retries ran out',
        pass_paused: 'Pass paused by its owner until its resume date',
        pass_expired: 'Pass expired',
        pass_inactive: 'Pass inactive',
        pass_canceled: 'Pass canceled',
        pass_refunded: 'Pass refunded',
        pass_banned: 'Vehicle banned',
        card_lost: 'Card reported lost',
        card_replaced: 'Card replaced by a newer one',
        not_yet_valid: 'Pass not valid yet',
        passback: 'Anti-passback: already inside (or already out)',
        wrong_direction: 'Wrong direction for this device',
        plate_ended: 'Temporary plate past its last day',
        other_plate_inside: 'Another plate of this pass is inside (one space per pass)',
      },
    },
    gateOccupancy: {
      heading: 'Inside now',
      tiles: 'Cars inside now, by location',
      insideAt: 'Inside now · {location}',
      insideOf: '{inside} of {capacity}',
      antiPassback: 'Anti-passback: {mode}',
      modes: { off: 'off', warn: 'warn', enforce: 'enforce' },
      loadError: 'Who is inside could not be loaded.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/gate-decisions': typeof gateDecisionsMessagesEn;
  }
}
