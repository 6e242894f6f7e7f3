// A yup schema as the JSON Schema (OpenAPI 3.0 dialect) of what it accepts, read from its
// describe(). Only what our request schemas use is translated: strings, numbers, booleans, objects
// and arrays; required, min/max/length, integer, positive, oneOf, matches and email. Custom tests
// (a confirmation that must match, visible text) have no JSON Schema form and are left out: the
// yup schema, which the route validates with, stays the rule; this is its documentation.
import type { Schema, SchemaDescription, SchemaFieldDescription } from 'yup';

export type JsonSchema = Record<string, unknown>;

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription | SchemaFieldDescription[];
  tests: { name?: string; params?: Record<string, unknown> }[];
};

const isDescribed = (field: SchemaFieldDescription): field is Described => 'tests' in field;

const JSON_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
};

/** The JSON value of a default or an allowed value; references (`yup.ref`) and undefined are none. */
const literal = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

function numberParam(params: Record<string, unknown> | undefined, key: string): number | undefined {
  const value = params?.[key];
  return typeof value === 'number' ? value : undefined;
}

function applyTests(described: Described, out: JsonSchema): void {
  const text = described.type === 'string';
  const list = described.type === 'array';
  const patterns: string[] = [];
  for (const { name, params } of described.tests) {
    const min = numberParam(params, 'min');
    const max = numberParam(params, 'max');
    const length = numberParam(params, 'length');
    const more = numberParam(params, 'more');
    if (name === 'min' && min !== undefined) out[text ? 'minLength' : list ? 'minItems' : 'minimum'] = min;
    else if (name === 'min' && more !== undefined) {
      out.minimum = more;
      out.exclusiveMinimum = true;
    } else if (name === 'max' && max !== undefined) out[text ? 'maxLength' : list ? 'maxItems' : 'maximum'] = max;
    else if (name === 'length' && length !== undefined) {
      out[text ? 'minLength' : 'minItems'] = length;
      out[text ? 'maxLength' : 'maxItems'] = length;
    } else if (name === 'integer') out.type = 'integer';
    else if (name === 'email') out.format = 'email';
    else if (name === 'matches' && params?.regex instanceof RegExp) patterns.push(params.regex.source);
  }
  // Several patterns (digits only, then exactly six) must all match; JSON Schema has one per schema.
  if (patterns.length === 1) out.pattern = patterns[0];
  else if (patterns.length > 1) out.allOf = patterns.map((pattern) => ({ pattern }));
  // A positive integer starts at 1: said so instead of 'more than 0'.
  if (out.type === 'integer' && out.exclusiveMinimum === true && typeof out.minimum === 'number') {
    out.minimum = Math.floor(out.minimum) + 1;
    delete out.exclusiveMinimum;
  }
}

function fromDescription(field: SchemaFieldDescription): JsonSchema {
  if (!isDescribed(field)) return {};
  const out: JsonSchema = {};
  const type = JSON_TYPES[field.type];
  if (type) out.type = type;
  applyTests(field, out);
  const allowed = field.oneOf.filter(literal);
  if (allowed.length > 0) out.enum = allowed;
  if (literal(field.default)) out.default = field.default;
  if (field.type === 'object' && field.fields) {
    const entries = Object.entries(field.fields);
    out.properties = Object.fromEntries(entries.map(([key, value]) => [key, fromDescription(value)]));
    const required = entries.filter(([, value]) => isDescribed(value) && !value.optional).map(([key]) => key);
    if (required.length > 0) out.required = required;
  }
  if (field.type === 'array' && field.innerType && !Array.isArray(field.innerType)) {
    out.items = fromDescription(field.innerType);
  }
  return out;
}

/**
 * The JSON Schema of what `schema` accepts (see the top of this file for what is left out). A rule
 * that depends on another field (`when`) is shown as it applies to a body that sends nothing else.
 * yup describes each kind of test once: of two `matches`, the first is shown.
 */
export function jsonSchemaOf(schema: Schema): JsonSchema {
  return fromDescription(schema.describe({ value: {} }));
}
