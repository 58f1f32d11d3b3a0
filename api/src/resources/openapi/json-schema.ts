import { z } from 'zod';
import type { JsonSchemaObject } from '../../lib/route-docs';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a zod schema as a caller sends it (`input`: before defaults and transforms) or
 * receives it (`output`). A schema already written as JSON Schema is taken as it is.
 */
export function toJsonSchema(schema: z.ZodType | JsonSchemaObject, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return { ...schema };
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
