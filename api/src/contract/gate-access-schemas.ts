import {
  ACCESS_WEBHOOK_SIGNATURE_HEADER,
  CREDENTIAL_STATUSES,
  CREDENTIAL_TYPES,
  DECISION_REASONS,
} from './gate-access';
import { PLATE_REGIONS } from './plate-region';

// The access answers as JSON Schema, for the OpenAPI document gate vendors generate clients from
// (the TypeScript types in gate-access.ts are the same shapes).

type JsonSchemaObject = Readonly<Record<string, unknown>>;

const instant = { type: ['string', 'null'], format: 'date-time' } as const;

const credential: JsonSchemaObject = {
  type: 'object',
  required: [
    'type',
    'value',
    'plate_state',
    'card_code',
    'facility_code',
    'valid_from',
    'valid_until',
    'status',
    'pass_id',
  ],
  properties: {
    type: { type: 'string', enum: [...CREDENTIAL_TYPES] },
    value: {
      type: 'string',
      description: 'Card number as printed, or plate upper-cased without spaces or dashes.',
    },
    plate_state: {
      type: ['string', 'null'],
      enum: [...PLATE_REGIONS.map((region) => region.code), null],
      description: 'ISO 3166-2 code of where the plate was issued.',
    },
    card_code: { type: ['string', 'null'] },
    facility_code: { type: ['integer', 'null'] },
    valid_from: instant,
    valid_until: instant,
    status: {
      type: 'string',
      enum: [...CREDENTIAL_STATUSES],
      description: 'Admit only active or grace, and only from valid_from up to valid_until.',
    },
    pass_id: { type: ['integer', 'null'] },
  },
};

const change: JsonSchemaObject = {
  type: 'object',
  required: ['cursor', 'changed_at', 'credential'],
  properties: { cursor: { type: 'integer' }, changed_at: { type: 'string' }, credential },
};

export const accessResponseSchemas = {
  list: {
    type: 'object',
    required: ['location_id', 'cursor', 'credentials'],
    properties: {
      location_id: { type: 'integer' },
      cursor: { type: 'integer', description: 'Ask changes?since= this next.' },
      credentials: { type: 'array', items: credential },
    },
  },
  changes: {
    type: 'object',
    required: ['location_id', 'cursor', 'has_more', 'changes'],
    properties: {
      location_id: { type: 'integer' },
      cursor: { type: 'integer' },
      has_more: { type: 'boolean' },
      changes: { type: 'array', items: change },
    },
  },
  decision: {
    type: 'object',
    required: ['decision', 'reason', 'pass_id', 'event_id'],
    properties: {
      decision: { type: 'string', enum: ['allow', 'deny'] },
      reason: { type: 'string', enum: [...DECISION_REASONS] },
      pass_id: { type: ['integer', 'null'] },
      event_id: { type: 'integer' },
    },
  },
  webhook: {
    type: 'object',
    required: ['id', 'type', 'created_at', 'location_id', 'cursor', 'changes'],
    description: `Signed in the ${ACCESS_WEBHOOK_SIGNATURE_HEADER} header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> with the device's webhook secret. Refuse a timestamp older than 5 minutes and an id already applied.`,
    properties: {
      id: { type: 'string' },
      type: { type: 'string', enum: ['access.changes'] },
      created_at: { type: 'string', format: 'date-time' },
      location_id: { type: 'integer' },
      cursor: { type: 'integer' },
      changes: { type: 'array', items: change },
    },
  },
} satisfies Record<string, JsonSchemaObject>;
