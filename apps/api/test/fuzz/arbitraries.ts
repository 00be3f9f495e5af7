import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries for the fuzz suite (decision 055): values shaped by a shared zod 4 schema
 * ({@link fromSchema}), and the hostile mutations of them the API must refuse cleanly
 * ({@link hostileBody}, {@link hostileSegment}, {@link hostileQuery}, {@link hostileValue}).
 * `zod-fast-check` supports zod 3 only, hence this compact walker over zod 4's `_zod.def`.
 */

/** The part of zod 4's internal definition this walker reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a leaf allows, gathered along a pipe chain (`preprocess` → string/number → refinements). */
interface Leaf {
  kind: 'string' | 'number' | 'other';
  schema?: z.ZodType;
  minLength: number;
  maxLength?: number;
  pattern?: RegExp;
  format?: string;
  min?: number;
  max?: number;
  int: boolean;
  multipleOf?: number;
  coerce: boolean;
}

function gatherLeaf(schema: z.ZodType, leaf: Leaf): void {
  const def = defOf(schema);
  if (def.type === 'pipe') {
    if (def.in) gatherLeaf(def.in, leaf);
    if (def.out) gatherLeaf(def.out, leaf);
    return;
  }
  if (def.type === 'transform') {
    leaf.coerce = true; // a preprocess step: numeric strings pass too
    return;
  }
  if (def.type === 'string' || def.type === 'number') {
    if (leaf.kind === 'other') leaf.kind = def.type;
  } else {
    leaf.schema ??= schema;
    return;
  }
  if (def.coerce) leaf.coerce = true;
  if (def.format) leaf.format = def.format;
  if (def.pattern && def.format !== 'regex') leaf.pattern = def.pattern;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') leaf.minLength = Math.max(leaf.minLength, check.minimum ?? 0);
    if (check.check === 'max_length')
      leaf.maxLength = Math.min(leaf.maxLength ?? Infinity, check.maximum ?? Infinity);
    if (check.check === 'string_format' && check.pattern) leaf.pattern = check.pattern;
    if (check.check === 'number_format') leaf.int = true;
    if (check.check === 'multiple_of') leaf.multipleOf = check.value;
    if (check.check === 'greater_than' && check.value !== undefined) {
      leaf.min = check.inclusive ? check.value : check.value + (leaf.int ? 1 : 0.01);
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      leaf.max = check.inclusive ? check.value : check.value - (leaf.int ? 1 : 0.01);
    }
  }
}

function stringLeaf(leaf: Leaf): fc.Arbitrary<string> {
  const minLength = leaf.minLength;
  const maxLength = Math.min(leaf.maxLength ?? minLength + 40, minLength + 200);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (leaf.format === 'uuid') return fc.uuid({ version: 4 });
  if (leaf.format === 'email') return fc.emailAddress().filter(fits);
  if (leaf.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (leaf.format === 'datetime') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (leaf.pattern) {
    try {
      return fc.stringMatching(leaf.pattern).filter(fits);
    } catch {
      // Lookaheads and the like: fall through to plain text (the target's fields give real ones).
    }
  }
  // Within the bounds: plain text, any unicode, and hostile text padded to the minimum length.
  const fit = (text: string) =>
    text.length < minLength ? text.padEnd(minLength, 'x') : text.slice(0, maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20 }))
        .map(([hostile, rest]) => fit(`${hostile} ${rest}`)),
    },
  );
}

function numberLeaf(leaf: Leaf): fc.Arbitrary<number | string> {
  const min = leaf.min ?? -1_000_000;
  const max = leaf.max ?? 1_000_000;
  let numbers: fc.Arbitrary<number>;
  if (leaf.int) numbers = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  else if (leaf.multipleOf) {
    const step = leaf.multipleOf;
    numbers = fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((n) => Number((n * step).toFixed(10)));
  } else numbers = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return leaf.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
}

/**
 * Values shaped like `schema`, preferring valid ones: of 8 candidates from {@link fromSchema}, the
 * first that `schema` accepts (else the first). Cross-field rules ("exactly one of") are met
 * this way without solving them.
 */
export function validFromSchema(
  schema: z.ZodType,
  fields: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<unknown> {
  return fc
    .array(fromSchema(schema, fields), { minLength: 8, maxLength: 8 })
    .map(
      (candidates) => candidates.find((value) => schema.safeParse(value).success) ?? candidates[0],
    );
}

/**
 * Values shaped like `schema` (mostly valid: string lengths, formats, patterns, number bounds,
 * whole numbers, steps, literals, enums, optional keys). Refinements across fields are not
 * solved: some values are invalid, which the fuzz properties accept. `fields` replaces the
 * arbitrary of top-level keys (real ids the schema cannot invent).
 */
export function fromSchema(
  schema: z.ZodType,
  fields: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) {
        const optional = ['optional', 'default'].includes(defOf(value).type);
        const arbitrary =
          fields[key] ?? fromSchema(optional ? (defOf(value).innerType ?? value) : value);
        // An optional key is left out half of the time (undefined keys are not sent).
        record[key] = optional ? fc.option(arbitrary, { nil: undefined, freq: 2 }) : arbitrary;
      }
      return fc.record(record);
    }
    case 'optional':
    case 'default':
      return fc.option(fromSchema(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(fromSchema(def.innerType as z.ZodType), { nil: null });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => fromSchema(option)));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(def.element as z.ZodType), { maxLength: 5 });
    case 'string':
    case 'number':
    case 'pipe':
    case 'transform': {
      const leaf: Leaf = { kind: 'other', minLength: 0, int: false, coerce: false };
      gatherLeaf(schema, leaf);
      if (leaf.kind === 'string') return stringLeaf(leaf);
      if (leaf.kind === 'number') return numberLeaf(leaf);
      return leaf.schema ? fromSchema(leaf.schema) : fc.jsonValue({ maxDepth: 2 });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that break naive code: SQL, HTML, traversal, templates, odd unicode, number words. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "admin'--",
  '\\',
  '%',
  '_',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '💥🔥👨‍👩‍👧‍👦',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '\uD800',
  '\uDFFF',
  'a\uD83Dz',
  'ঢাকা\uD800 লিমিটেড',
  'Ltd.\uDBFF',
  '\uFEFF',
  '\u200B',
  'Ｅｘａｍｐｌｅ',
  'İıßẞ',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '١٢٣',
  ' ',
  '\t\r\n',
  '',
] as const;

/** Units repeated into huge strings (up to about 100 000 UTF-16 code units). */
const HUGE_UNITS = ['A', '💥', '<script>', "' OR 1=1 --", '\u0000', 'é', '../'];

/** A huge string: `unit` repeated to 1 000 … 100 000 code units (well under the body limit). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE_UNITS), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([unit, length]) => unit.repeat(Math.max(1, Math.floor(length / unit.length))));

/** Hostile strings: the list above, random unicode (astral, lone surrogates, NUL), huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...HOSTILE_STRINGS), { minLength: 2, maxLength: 5 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\uD800', '\uDC00', 'a', '\u0000', '\u202E', '\u0301', '\u{1F600}'),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers at the edges, and what JSON turns NaN and ±Infinity into (null). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);

/**
 * Amounts no money field may take (decision 296): more than two decimals, numbers hiding in other
 * types (`true` was taken as 1, `[]` as 0), numeric text with decimals or exponents, and amounts
 * around 2^53 poisha.
 */
export const hostileAmount: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0.001,
    12.345,
    99.999,
    1e-7,
    0.1 + 0.2,
    -0.01,
    true,
    false,
    [],
    [12],
    {},
    '12.345',
    '0.001',
    '1e3',
    ' 12.5 ',
    '12,50',
    90_071_992_547_409.91,
    90_071_992_547_410,
    2 ** 53,
    1e15,
  ),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((x) => !Number.isInteger(x * 100)),
);

/**
 * Text with a NUL or half of a UTF-16 pair (which PostgreSQL cannot store), inside otherwise
 * ordinary words, and the Unicode that must still pass (Bangla, emoji pairs).
 */
export const brokenText: fc.Arbitrary<string> = fc.constantFrom(
  'Dhaka \uD800 Traders',
  'TRAD/\uDFFF/2024',
  'Road 5\u0000, Dhaka',
  'ঢাকা\uD83D লিমিটেড',
  'DBBL-TT-\uDC00',
  'ঢাকা সিস্টেমস 💻',
);

/**
 * Quantities whose totals pass 2^53 poisha at a high price (decision 296): 1e8 pieces at Tk. 1e8,
 * 900,000 pieces on each of two lines at Tk. 1e8.
 */
export const hugeQuantity: fc.Arbitrary<number> = fc.constantFrom(
  100_000_000,
  1_000_000_000,
  900_000,
  450_001,
  2 ** 31 - 1,
);

/** JSON text sent as is inside a body (JSON.stringify would recurse through deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `value` three times in four, else `other`: most requests get past validation, some do not. */
export const usually = (value: unknown, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: other });

/** JSON text of `value`, with {@link RawJson} parts inlined; `null` for what JSON cannot hold. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 10 to 100 000 nested arrays or objects around a value, as text. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 10, max: 100_000 }), fc.boolean())
  .map(
    ([depth, arrays]) =>
      new RawJson(
        arrays
          ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
  );

/** A value of the wrong type or at the edge, for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileAmount },
  { weight: 1, arbitrary: hugeQuantity },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
);

/** The privileged fields of mass assignment, with forged values. */
export const FORGED_FIELDS: Record<string, unknown> = {
  role: 'admin',
  isAdmin: true,
  isPaid: true,
  isDelivered: true,
  isReviewed: true,
  availableQuantity: 999_999,
  heldQuantity: -5,
  transactionId: 'pi_forged',
  totalPrice: 0.01,
  productPrice: 0.01,
  status: 'delivered',
  paidAt: '2000-01-01T00:00:00.000Z',
  userEmail: 'someone-else@example.com',
  email: 'someone-else@example.com',
  userId: '00000000-0000-4000-8000-000000000000',
  _id: '00000000-0000-4000-8000-000000000000',
};

/** A request body as sent: exact bytes and content type (`undefined`: no header). */
export interface FuzzBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
  /** Headers that go with this body (a signature). */
  headers?: Record<string, string>;
}

const json = (payload: string): FuzzBody => ({ payload, contentType: 'application/json' });

/** `{"key":value,…}` with keys written as given (own `__proto__` keys, duplicates). */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).filter(([, item]) => item !== undefined)
    : [];

/** Extra keys: prototype pollution, the forged privileged fields, odd key names. */
const hostileKeys: fc.Arbitrary<[string, unknown][]> = fc.array(
  fc.oneof(
    fc.constantFrom<[string, unknown]>(
      ['__proto__', { isAdmin: true, role: 'admin' }],
      ['constructor', { prototype: { isAdmin: true } }],
      ['prototype', { role: 'admin' }],
      ['__proto__', null],
      ['', 1],
      ['\u0000', 'x'],
      ['$where', '1==1'],
    ),
    fc.constantFrom(...Object.entries(FORGED_FIELDS)),
    fc.tuple(
      hostileString.filter((key) => key.length < 200),
      hostileValue,
    ),
  ),
  { minLength: 1, maxLength: 4 },
);

/** JSON number tokens JSON.stringify never writes, and ones at the edges. */
const RAW_NUMBER_TOKENS = [
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '01',
  '1_000',
  '.5',
  '5.',
  '+1',
  '1e-400',
  '123456789012345678901234567890',
];

/** Text that is not JSON, or JSON with a twist. */
const brokenJson = (valid: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    valid.slice(0, Math.max(1, Math.floor(valid.length / 2))),
    `${valid},`,
    `\uFEFF${valid}`,
    `${valid} // comment`,
    valid.replace('{', '{"dup":1,"dup":2,'),
    valid.replace(/"/g, "'"),
    '',
    '   ',
    'null',
    '[]',
    '"text"',
    '{',
    '}}}',
    '[1,2,',
  );

const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/html',
  'image/png',
  '*/*',
  ';;;',
] as const;

/**
 * Request bodies made from a mostly valid `valid` body: sent as is, with a field replaced by a
 * hostile value or removed, with extra hostile keys (`__proto__`, forged privileged fields),
 * replaced whole, with raw number tokens (`1e308`, `-0`, `NaN`), broken JSON, under another
 * content type, or with no body at all.
 */
export function hostileBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const withField = fc.tuple(valid, fc.nat(), hostileValue).map(([body, index, value]) => {
    const entries = entriesOf(body);
    if (entries.length === 0) return json(jsonText(value));
    const at = index % entries.length;
    entries[at] = [entries[at]![0], value];
    return json(objectText(entries));
  });
  const withoutField = fc.tuple(valid, fc.nat()).map(([body, index]) => {
    const entries = entriesOf(body);
    if (entries.length > 0) entries.splice(index % entries.length, 1);
    return json(objectText(entries));
  });
  const withExtraKeys = fc
    .tuple(valid, hostileKeys, fc.boolean())
    .map(([body, extra, first]) =>
      json(objectText(first ? [...extra, ...entriesOf(body)] : [...entriesOf(body), ...extra])),
    );
  const whole = hostileValue.map((value) => json(jsonText(value)));
  const rawNumber = fc
    .tuple(valid, fc.nat(), fc.constantFrom(...RAW_NUMBER_TOKENS))
    .map(([body, index, token]) => {
      const entries = entriesOf(body);
      if (entries.length === 0) return json(token);
      const at = index % entries.length;
      const text = entries
        .map(([key, value], i) => `${JSON.stringify(key)}:${i === at ? token : jsonText(value)}`)
        .join(',');
      return json(`{${text}}`);
    });
  const broken = valid.chain((body) => brokenJson(jsonText(body)).map(json));
  const otherType = fc
    .tuple(valid, fc.constantFrom(...otherContentTypes, undefined))
    .map(([body, contentType]): FuzzBody => {
      const text =
        contentType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(
              entriesOf(body).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : jsonText(v),
              ]),
            ).toString()
          : jsonText(body);
      return { payload: text, contentType };
    });
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((body) => json(jsonText(body))) },
    { weight: 6, arbitrary: withField },
    { weight: 1, arbitrary: withoutField },
    { weight: 2, arbitrary: withExtraKeys },
    { weight: 1, arbitrary: whole },
    { weight: 2, arbitrary: rawNumber },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ payload: undefined, contentType: undefined }) },
  );
}

/** Percent-encodes a string byte by byte, lone surrogates as the (invalid) bytes they would be. */
export function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Path segments written raw (already encoded, or deliberately malformed). */
// No bare `.`/`..` (or `%2e%2e`): the test client resolves dot segments as browsers do (WHATWG
// URL), so they would leave /api; traversal inside one segment stays (`..%2F..`).
const RAW_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '...',
  '.%00.',
  '%00',
  '%',
  '%ZZ',
  '%C0%AE%C0%AE',
  '%FF%FE',
  '%E2%80%AE',
  ';',
  '%3B%20DROP%20TABLE%20orders',
  '%27%20OR%201%3D1%20--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '{00000000-0000-4000-8000-000000000000}',
  '1',
  '-1',
  '1e308',
  'a'.repeat(99),
  'a'.repeat(5_000),
];

/** A segment the client would resolve away (`.`, `..`, `%2e%2E`…), leaving the route. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * One path segment, already encoded: mostly one of the `real` values (as is, upper-cased, padded
 * with spaces), else hostile text (encoded) or a raw malformed segment.
 */
export function hostileSegment(real: readonly string[]): fc.Arbitrary<string> {
  const realValues = real.length > 0 ? fc.constantFrom(...real) : fc.constant('x');
  return fc
    .oneof(
      { weight: 5, arbitrary: realValues.map(encodeSegment) },
      {
        weight: 1,
        arbitrary: realValues.chain((value) =>
          fc.constantFrom(
            encodeSegment(value.toUpperCase()),
            encodeSegment(` ${value} `),
            encodeSegment(`${value}\u0000`),
            `${encodeSegment(value)}%2F..`,
          ),
        ),
      },
      {
        weight: 2,
        arbitrary: hostileString.filter((text) => text.length < 3_000).map(encodeSegment),
      },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    )
    .filter((segment) => !DOT_SEGMENT.test(segment));
}

/** A query string (with its `?`), or none: pollution keys, repeats, hostile values, malformed. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(
              '__proto__',
              'constructor[prototype][x]',
              'a[b][c]',
              'role',
              'isPaid',
              'email',
              'id',
              '',
            ),
            hostileString.filter((text) => text.length < 300),
          ),
          hostileString.filter((text) => text.length < 3_000),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map(
        (pairs) =>
          `?${pairs.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '?&&&',
      '?%',
      '?a=%ZZ',
      '?a=1&a=2&a=3',
      `?q=${'x'.repeat(10_000)}`,
      '?%00=%00',
    ),
  },
);

/**
 * CSV files posted as an upload's body: `valid` files (weighted `validWeight`), the same damaged by
 * hostile text cut in anywhere, with a doubled first column, with a byte-order mark and an
 * unclosed quote, the `odd` shapes a route's header allows (each weight 1), hostile text and an
 * empty body; sent as `text/csv` mostly, else with a charset, as JSON, as plain text or without a
 * type.
 */
export function csvFileBodies(
  valid: fc.Arbitrary<string>,
  { validWeight = 3, odd = [] }: { validWeight?: number; odd?: fc.Arbitrary<string>[] } = {},
): fc.Arbitrary<FuzzBody> {
  const damaged = fc.tuple(valid, fc.nat(), hostileString).map(([csv, at, text]) => {
    const cut = at % Math.max(1, csv.length);
    return `${csv.slice(0, cut)}${text}${csv.slice(cut)}`;
  });
  const csv = fc.oneof(
    { weight: validWeight, arbitrary: valid },
    { weight: 3, arbitrary: damaged },
    { weight: 1, arbitrary: valid.map((text) => text.replace(/^sku,/, 'sku,sku,')) },
    { weight: 1, arbitrary: valid.map((text) => `\uFEFF${text}\r\n"unclosed,quote`) },
    ...odd.map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant('') },
  );
  return fc
    .tuple(
      csv,
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('text/csv') },
        fc.constantFrom('text/csv; charset=utf-8', 'application/json', 'text/plain', undefined),
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
}
