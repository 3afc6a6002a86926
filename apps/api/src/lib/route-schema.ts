// The routes' zod schemas as JSON Schema, converted once per schema: the one source of both the
// compiled response serialisers (fast-json-stringify, instead of a zod encode plus JSON.stringify
// on every answer) and the OpenAPI document at /api/docs/json.
import type { SwaggerTransform } from '@fastify/swagger';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const converted: Record<Io, WeakMap<z.ZodType, JsonSchema>> = {
  input: new WeakMap(),
  output: new WeakMap(),
};

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema: `input` for what a caller sends,
 * `output` for what the server answers. Cached: routes share most schemas (the error body above all).
 */
export function jsonSchemaOf(schema: z.ZodType, io: Io): JsonSchema {
  const cache = converted[io];
  let json = cache.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    json = rest;
    cache.set(schema, json);
  }
  return json;
}

/**
 * `anyOf: [X, null]` as `type: [X's type, 'null']`: what zod writes for `.nullable()`, in the form
 * fast-json-stringify serialises without trying each branch against the value.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === 'properties' || key === '$defs' ? mapValues(value, forSerializer) : forSerializer(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => (b as JsonSchema).type === 'null');
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    if (nullAt !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

function mapValues(value: unknown, map: (v: unknown) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, map(v)]));
}

const serializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Fastify's serializer compiler: each response schema compiled once into a fast-json-stringify
 * function. Like the zod encode it replaces, it writes only the declared fields (nothing a service
 * adds by mistake leaks out); it trusts the types, which the services' TypeScript checks.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(forSerializer(jsonSchemaOf(schema, 'output')) as Schema);
    serializers.set(schema, serialize);
  }
  return serialize;
};

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The API trees the document describes; everything else (health, the web app, the docs) stays out. */
const DOCUMENTED = ['/api/v1/', '/api/hr/v1/', '/auth/'];

/**
 * @fastify/swagger's transform: the route's own zod schemas (params, querystring, body, response)
 * through the same conversion as the serialisers, so the document cannot drift from the wire.
 */
export const openApiTransform: SwaggerTransform = ({ schema, url }) => {
  if (!DOCUMENTED.some((prefix) => url.startsWith(prefix)) || url.startsWith('/api/docs')) {
    return { schema: { hide: true }, url };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema ?? {})) {
    if (key === 'response' && value && typeof value === 'object') {
      out.response = mapValues(value, (answer) => (isZod(answer) ? jsonSchemaOf(answer, 'output') : answer));
    } else {
      out[key] = isZod(value) ? jsonSchemaOf(value, 'input') : value;
    }
  }
  return { schema: out, url };
};
