import type { Endpoint } from '@qip/shared-contracts';
import type { InjectOptions } from 'fastify';
import { propertiesOf } from './contract';
import { partsOf, queryString, urlText, type EndpointCall, type Values } from './inputs';

// Malformed input for an endpoint, derived from its schemas: each field given values of the
// wrong type, sizes and characters; each required field left out; extra and poisonous keys;
// bodies that are not JSON; malformed path parameters and credentials.

export interface FuzzCase {
  /** What was sent: 'body.center_id = 1 MB string'. */
  name: string;
  request: InjectOptions;
  /** A field the answer must be a 400 naming (left out though required, holding NUL, a body that is not JSON). */
  namesField?: string;
}

const MEGABYTE = 1024 * 1024;

/** Values no field may hold (no database stores a NUL character): a 400 naming the field. */
const NUL_CASES = new Set(['a NUL byte', 'an encoded NUL']);

/** Bad values for a JSON field, as raw JSON text (so 1e999, lone surrogates and NUL survive). */
const BAD_JSON_VALUES: readonly (readonly [string, string])[] = [
  ['null', 'null'],
  ['true', 'true'],
  ['a number', '12345'],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['a huge number', '1e999'],
  ['a huge negative number', '-1e999'],
  ['an unsafe integer', '9007199254740993'],
  ['an empty string', '""'],
  ['blanks', '"   "'],
  ['"NaN"', '"NaN"'],
  ['"Infinity"', '"Infinity"'],
  ['"-1"', '"-1"'],
  ['a 1 MB string', JSON.stringify('x'.repeat(MEGABYTE))],
  ['an empty object', '{}'],
  ['an empty array', '[]'],
  ['a nested object', '{"nested":{"deeper":[1,{"x":null}]}}'],
  ['nested arrays', '[[1],[2,[3]]]'],
  ['an array of strings', '["a","b"]'],
  ['an object with __proto__', '{"__proto__":{"polluted":"yes"}}'],
  ['an object with constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
  ['a path traversal', JSON.stringify('../../etc/passwd')],
  ['an encoded path traversal', JSON.stringify('..%2f..%2fetc%2fpasswd')],
  ['a right-to-left override', JSON.stringify('\u202Egnp.exe')],
  ['emoji', JSON.stringify('😀👩‍👩‍👧 ✔')],
  ['a NUL byte', '"a\\u0000b"'],
  ['a lone high surrogate', '"\\ud800"'],
  ['a lone low surrogate', '"x\\udc00"'],
  ['SQL', JSON.stringify("' OR 1=1 --")],
  ['a script', JSON.stringify('<script>alert(1)</script>')],
  ['an impossible date', JSON.stringify('2024-02-30T25:61:61Z')],
];

/** Bad values for a query or path parameter, as they appear in the URL (some deliberately malformed). */
const BAD_URL_VALUES: readonly (readonly [string, string])[] = [
  ...(
    [
      ['an empty string', ''],
      ['a blank', ' '],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['-1', '-1'],
      ['0', '0'],
      ['1e309', '1e309'],
      ['an unsafe integer', '9007199254740993'],
      ['a fraction', '1.5'],
      ['hex', '0x1f'],
      ['null', 'null'],
      ['undefined', 'undefined'],
      ['JSON', '{"a":[1]}'],
      ['a path traversal', '../../etc/passwd'],
      ['a backslash traversal', '..\\..\\windows\\win.ini'],
      ['a right-to-left override', '\u202Egnp.exe'],
      ['emoji', '😀👩‍👩‍👧'],
      ['a NUL byte', 'a\u0000b'],
      ['SQL', "' OR 1=1 --"],
      ['a script', '<script>alert(1)</script>'],
      ['a 64 KB string', 'x'.repeat(64 * 1024)],
    ] as const
  ).map(([name, text]) => [name, encodeURIComponent(text)] as const),
  ['an encoded path traversal', '..%2f..%2fetc%2fpasswd'],
  ['a bare percent', '%'],
  ['a malformed escape', '%zz'],
  ['an encoded NUL', '%00'],
  ['a lone surrogate in UTF-8', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
];

/** Path segments that change the route or break its parsing. */
const BAD_PATH_SEGMENTS: readonly (readonly [string, string])[] = [
  ...BAD_URL_VALUES,
  ['a raw path traversal', '../../etc/passwd'],
  ['a raw dot segment', '..'],
];

const basic = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;

/** Malformed credentials. */
const BAD_AUTHORIZATION: readonly (readonly [string, string])[] = [
  ['a bare Bearer', 'Bearer'],
  ['a garbage token', 'Bearer garbage'],
  ['a token of three empty parts', 'Bearer ..'],
  ['a token with a forged header', `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`],
  ['a 20 KB token', `Bearer ${'x'.repeat(20 * 1024)}`],
  ['a bare Basic', 'Basic'],
  ['Basic with non-base64', 'Basic %%%'],
  ['Basic without a colon', basic('qip-hub')],
  ['Basic with broken percent-escapes', basic('%E0%A4%A:%')],
  ['Basic with NUL bytes', basic('\u0000:\u0000')],
  ['an unknown scheme', 'Digest username="a"'],
];

interface RawBody {
  name: string;
  contentType?: string;
  payload: string | Buffer;
  /** A body that is not JSON though it says so: a 400 naming the body. */
  unparsable?: boolean;
}

const RAW_BODIES: readonly RawBody[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"a":', unparsable: true },
  { name: 'an empty JSON body', contentType: 'application/json', payload: '', unparsable: true },
  { name: 'JSON with trailing garbage', contentType: 'application/json', payload: '{} x', unparsable: true },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'a JSON array', contentType: 'application/json', payload: '[]' },
  { name: 'a JSON string', contentType: 'application/json', payload: '"text"' },
  { name: 'a JSON number', contentType: 'application/json', payload: '42' },
  {
    name: 'JSON nested 10,000 deep',
    contentType: 'application/json',
    payload: `${'['.repeat(10000)}${']'.repeat(10000)}`,
  },
  { name: 'a 2 MB JSON string', contentType: 'application/json', payload: JSON.stringify('x'.repeat(2 * MEGABYTE)) },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { name: 'JSON labelled UTF-16', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { name: 'plain text', contentType: 'text/plain', payload: 'hello' },
  { name: 'XML', contentType: 'application/xml', payload: '<a>1</a>' },
  {
    name: 'a form with poisonous keys',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'a=1&a=2&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
  },
  {
    name: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { name: 'a content type with no subtype', contentType: 'application/', payload: '{}' },
  { name: 'no content type', payload: '{}' },
];

/** The URL of the endpoint with each path parameter given as raw URL text. */
function urlWith(endpoint: Endpoint, params: Record<string, string>, query: string): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? '');
  return `${path}${query}`;
}

/** The valid call's path parameters as URL text. */
function encodedParams(call: EndpointCall): Record<string, string> {
  return Object.fromEntries(
    Object.entries(call.params).map(([name, value]) => [name, encodeURIComponent(urlText(value))]),
  );
}

/** A JSON object's text from its entries, each value raw JSON text. */
function jsonObject(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([name, raw]) => `${JSON.stringify(name)}:${raw}`).join(',')}}`;
}

const jsonEntries = (values: Values) =>
  Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)] as const);

/** The query string of the values with one field's URL text replaced (or left out when null). */
function queryWith(query: Values, field: string, rawValue: string | null, extra = ''): string {
  const rest = queryString(Object.fromEntries(Object.entries(query).filter(([name]) => name !== field)));
  const own = rawValue === null ? '' : `${encodeURIComponent(field)}=${rawValue}`;
  const parts = [rest.replace(/^\?/, ''), own, extra].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** What every case of one endpoint starts from: its valid call as URL and JSON text, and its credentials. */
interface FuzzBase {
  endpoint: Endpoint;
  call: EndpointCall;
  /** The valid call's URL. */
  url: string;
  /** The valid call's body as JSON text (undefined when it takes none). */
  body: string | undefined;
  auth: Record<string, string>;
}

/** A request of the endpoint with this URL and JSON body text (the valid call's credentials unless given). */
function jsonRequest(base: FuzzBase, url: string, body: string | undefined, headers = base.auth): InjectOptions {
  return {
    method: base.endpoint.method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: body }),
  };
}

const nulCheck = (name: string, field: string) => (NUL_CASES.has(name) ? { namesField: field } : {});

/** Each bad JSON value in the body field, and the field left out when required. */
function bodyFieldCases(base: FuzzBase, field: string, required: boolean): FuzzCase[] {
  const label = `body.${field}`;
  const rest = jsonEntries(base.call.body ?? {}).filter(([name]) => name !== field);
  const cases: FuzzCase[] = BAD_JSON_VALUES.map(([name, raw]) => ({
    name: `${label} = ${name}`,
    request: jsonRequest(base, base.url, jsonObject([...rest, [field, raw]])),
    ...nulCheck(name, label),
  }));
  if (required) {
    cases.push({
      name: `${label} left out`,
      request: jsonRequest(base, base.url, jsonObject(rest)),
      namesField: label,
    });
  }
  return cases;
}

/** Each bad URL value in the query field, the field repeated or bracketed, and left out when required. */
function queryFieldCases(base: FuzzBase, field: string, required: boolean): FuzzCase[] {
  const label = `query.${field}`;
  const request = (rawValue: string | null, extra?: string) =>
    jsonRequest(
      base,
      urlWith(base.endpoint, encodedParams(base.call), queryWith(base.call.query, field, rawValue, extra)),
      base.body,
    );
  const name = encodeURIComponent(field);
  const cases: FuzzCase[] = BAD_URL_VALUES.map(([valueName, raw]) => ({
    name: `${label} = ${valueName}`,
    request: request(raw),
    ...nulCheck(valueName, label),
  }));
  cases.push({ name: `${label} repeated`, request: request(null, `${name}=a&${name}=b`) });
  cases.push({ name: `${label}[a]`, request: request(null, `${name}[a]=1`) });
  if (required) cases.push({ name: `${label} left out`, request: request(null), namesField: label });
  return cases;
}

/** Each bad path segment in the path parameter. */
function paramCases(base: FuzzBase, field: string): FuzzCase[] {
  const label = `params.${field}`;
  const query = queryString(base.call.query);
  return BAD_PATH_SEGMENTS.map(([name, raw]) => ({
    name: `${label} = ${name}`,
    request: jsonRequest(base, urlWith(base.endpoint, { ...encodedParams(base.call), [field]: raw }, query), base.body),
    ...nulCheck(name, label),
  }));
}

/** The body with extra and poisonous keys beside the valid fields. */
function poisonedBodyCases(base: FuzzBase): FuzzCase[] {
  if (!base.call.body) return [];
  const entries = jsonEntries(base.call.body);
  const bodies: readonly (readonly [string, string])[] = [
    ['an unexpected field', jsonObject([...entries, ['unexpected_field', '"x"']])],
    ['a __proto__ key', jsonObject([['__proto__', '{"polluted":"yes"}'], ...entries])],
    ['a constructor.prototype key', jsonObject([['constructor', '{"prototype":{"polluted":"yes"}}'], ...entries])],
  ];
  return bodies.map(([name, body]) => ({ name: `body with ${name}`, request: jsonRequest(base, base.url, body) }));
}

/** Bodies that are not JSON, or not the JSON expected (every method but GET). */
function rawBodyCases(base: FuzzBase): FuzzCase[] {
  if (base.endpoint.method === 'GET') return [];
  return RAW_BODIES.map((raw) => ({
    name: `body: ${raw.name}`,
    request: {
      method: base.endpoint.method,
      url: base.url,
      headers: raw.contentType ? { ...base.auth, 'content-type': raw.contentType } : base.auth,
      payload: raw.payload,
    },
    ...(raw.unparsable ? { namesField: 'body' } : {}),
  }));
}

/** Every malformed request of an endpoint, each a change of one thing in its valid call. */
export function fuzzCasesOf(endpoint: Endpoint, call: EndpointCall, token: string | null): FuzzCase[] {
  const base: FuzzBase = {
    endpoint,
    call,
    url: urlWith(endpoint, encodedParams(call), queryString(call.query)),
    body: call.body ? jsonObject(jsonEntries(call.body)) : undefined,
    auth: token ? { authorization: `Bearer ${token}` } : {},
  };
  const cases: FuzzCase[] = [];
  for (const { part, schema } of partsOf(endpoint)) {
    const required = new Set(schema.required ?? []);
    for (const field of Object.keys(propertiesOf(schema))) {
      if (part === 'body') cases.push(...bodyFieldCases(base, field, required.has(field)));
      else if (part === 'query') cases.push(...queryFieldCases(base, field, required.has(field)));
      else cases.push(...paramCases(base, field));
    }
  }
  const extraQuery = 'unexpected_field=x&__proto__[polluted]=yes&constructor[prototype][polluted]=yes';
  cases.push(
    ...poisonedBodyCases(base),
    ...rawBodyCases(base),
    {
      name: 'query with extra and poisonous keys',
      request: jsonRequest(base, `${base.url}${base.url.includes('?') ? '&' : '?'}${extraQuery}`, base.body),
    },
    ...BAD_AUTHORIZATION.map(([name, authorization]) => ({
      name: `authorization: ${name}`,
      request: jsonRequest(base, base.url, base.body, { authorization }),
    })),
  );
  return cases;
}
