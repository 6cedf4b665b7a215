import fc from 'fast-check';

/** An OpenAPI 3.0 schema object as @fastify/swagger writes it (no $ref: zod inlines everything). */
export type Schema = Record<string, any>;

/** Ids of rows that exist, so generated requests reach past "not found" into the rules. */
export interface Pools {
  areas: string[];
  tables: string[];
  reservations: string[];
  combinations: string[];
  timings: string[];
  blockOuts: string[];
  tickets: string[];
  tags: string[];
  queueEntries: string[];
  waitingListEntries: string[];
}
export type PoolName = keyof Pools;

/** Which pool a uuid named so comes from (body fields, query fields). */
const POOL_OF_NAME: Record<string, PoolName> = {
  areaId: 'areas',
  areaIds: 'areas',
  tableIds: 'tables',
  tableId: 'tables',
  reservationId: 'reservations',
  reservationIds: 'reservations',
  ticketId: 'tickets',
  serviceTimingId: 'timings',
  tagIds: 'tags',
  tagId: 'tags',
};

export interface GenContext {
  pools: Pools;
  /** the pool a bare `id` property means (the floor plan's placements are tables) */
  idPool?: PoolName;
}

/** Dates around the test clock (2026-03-31), where the demo book and its services are. */
const nearDate = fc.integer({ min: -7, max: 60 }).map((days) => new Date(Date.UTC(2026, 2, 31 + days)).toISOString().slice(0, 10));
/** Times on the quarter hour through the day, mostly when restaurants are open. */
const nearTime = (seconds: boolean) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(12, 13, 18, 19, 20, 21) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 23 }) },
      ),
      fc.constantFrom(0, 15, 30, 45),
    )
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}${seconds ? ':00' : ''}`);

const isTimePattern = (pattern: string) => pattern.includes('2[0-3]');
const isNegatedClass = (pattern: string) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern);

function lengthOk(s: Schema) {
  return (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
}

function stringArb(s: Schema, name: string | undefined, ctx: GenContext): fc.Arbitrary<string> {
  if (s.format === 'uuid') {
    const poolName = name === 'id' ? ctx.idPool : name ? POOL_OF_NAME[name] : undefined;
    const pool = poolName ? ctx.pools[poolName] : [];
    return pool.length ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: fc.uuid() }) : fc.uuid();
  }
  // a date the document only calls a string (a query's `date`, `from`, `to`) is still meant as one
  const namedDate =
    name !== undefined && /(^date$|Date$|^from$|^to$)/.test(name) && !s.format && (!s.pattern || s.pattern.includes('\\d{4}'));
  if (namedDate)
    return fc.oneof(
      { weight: 9, arbitrary: nearDate },
      { weight: 1, arbitrary: s.pattern ? fc.stringMatching(new RegExp(s.pattern, 'u')) : text(s) },
    );
  const namedTime = name !== undefined && /(^time$|Time$)/.test(name) && !s.format && !s.pattern;
  if (namedTime) return fc.oneof({ weight: 9, arbitrary: fc.oneof(nearTime(true), nearTime(false)) }, { weight: 1, arbitrary: text(s) });
  // An instant (`expireDateTime`): near the test's evening in Singapore, or any instant at all. Before the
  // pattern branch: its regex holds '2[0-3]' too, and no bare time would ever pass it.
  if (s.format === 'date-time') {
    return fc.oneof(
      { weight: 9, arbitrary: fc.tuple(nearDate, nearTime(true)).map(([d, t]) => `${d}T${t}+08:00`) },
      {
        weight: 1,
        arbitrary: fc
          .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      },
    );
  }
  if (s.format === 'date')
    return fc.oneof(
      { weight: 9, arbitrary: nearDate },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(s.pattern ?? '^\\d{4}-\\d{2}-\\d{2}$', 'u')) },
    );
  if (s.format === 'email') return fc.emailAddress().filter(lengthOk(s));
  if (typeof s.pattern === 'string') {
    if (isTimePattern(s.pattern)) {
      const re = new RegExp(s.pattern, 'u');
      // Draw only the shapes the pattern takes (HH:mm, HH:mm:ss or both): a filter over the other would never end.
      const shapes = [false, true].filter((seconds) => re.test(seconds ? '12:00:00' : '12:00')).map((seconds) => nearTime(seconds));
      if (shapes.length === 0) return fc.stringMatching(re);
      return fc.oneof(
        { weight: 9, arbitrary: fc.oneof(...shapes).filter((t) => re.test(t)) },
        { weight: 1, arbitrary: fc.stringMatching(re) },
      );
    }
    const re = new RegExp(s.pattern, 'u');
    if (isNegatedClass(s.pattern)) return text(s).filter((v) => re.test(v));
    // one class repeated (`^[A-Za-z0-9_-]+$`): drawn at the lengths wanted, not filtered to them
    const repeated = /^\^(\[[^\]]+\])[+*]\$$/.exec(s.pattern);
    if (repeated) {
      const minLength = Math.max(s.minLength ?? 0, s.pattern.endsWith('+$') ? 1 : 0);
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, minLength + 40));
      return fc.string({ unit: fc.stringMatching(new RegExp(`^${repeated[1]}$`, 'u')), minLength, maxLength });
    }
    return fc.stringMatching(re).filter(lengthOk(s));
  }
  if (name === 'phone' || name === 'customerPhone') return fc.stringMatching(/^\+65 ?[689]\d{3} ?\d{4}$/).filter(lengthOk(s));
  return text(s);
}

/** Any text: every script, emoji and combining marks (graphemes), within the lengths. */
function text(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, minLength + 40));
  return fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength, maxLength }),
      fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
      fc.constantFrom('陳小明', 'Nur Aisyah binti Ahmad', '王大明', 'Birthday 🎉', 'Zoë', 'محمد', 'Tan Ah Kow'),
    )
    .filter(lengthOk(s));
}

function numberRange(s: Schema, fallback: number) {
  let min = typeof s.minimum === 'number' ? s.minimum : -fallback;
  let max = typeof s.maximum === 'number' ? s.maximum : fallback;
  // OpenAPI 3.0: exclusiveMinimum/Maximum are booleans beside minimum/maximum; JSON Schema: numbers
  if (s.exclusiveMinimum === true) min += 1;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return { min, max };
}

/** A valid instance of an OpenAPI 3.0 schema, as far as a JSON schema can say what valid is. */
export function arbitraryOf(schema: Schema | undefined, ctx: GenContext, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).filter((k) => k !== 'description').length === 0)
    return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  const base = innerArbitrary(schema, ctx, name, depth);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function innerArbitrary(s: Schema, ctx: GenContext, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v: unknown) => v !== null || s.nullable);
    return values.length ? fc.constantFrom(...values) : fc.constant(null);
  }
  const alternatives = s.anyOf ?? s.oneOf;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((a: Schema) => arbitraryOf(a, ctx, name, depth)));
  if (Array.isArray(s.allOf)) return arbitraryOf(Object.assign({}, ...s.allOf), ctx, name, depth);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArb(s, name, ctx);
    case 'integer':
    case 'number': {
      const { min, max } = numberRange(s, 1_000_000);
      const intMin = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
      const intMax = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
      if (type === 'number' && name !== 'status') {
        // a JSON number is often meant whole (statuses, counts): mostly integers, fractions too
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: intMin, max: intMax }) },
          { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
        );
      }
      const whole = fc.integer({ min: intMin, max: intMax });
      if (name === 'status')
        return fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: Math.max(intMin, 0), max: Math.max(Math.min(intMax, 12), Math.max(intMin, 0)) }) },
          { weight: 1, arbitrary: whole },
        );
      // small values are where the rules are (pax, minutes); the whole range sometimes
      const small = fc.integer({ min: intMin, max: Math.min(intMax, Math.max(intMin, 0) + 20) });
      return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: whole });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, minLength + 4));
      // items keep the array's name: `tableIds` items are table ids
      return fc.array(arbitraryOf(s.items, ctx, name, depth + 1), { minLength, maxLength });
    }
    case 'object':
    default: {
      const properties: Record<string, Schema> = s.properties ?? {};
      const required: string[] = s.required ?? [];
      if (!Object.keys(properties).length) {
        return s.additionalProperties && typeof s.additionalProperties === 'object' && Object.keys(s.additionalProperties).length
          ? fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(s.additionalProperties, ctx, undefined, depth + 1), { maxKeys: 3 })
          : fc.constant({});
      }
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, ctx, key, depth + 1)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in properties) });
    }
  }
}
