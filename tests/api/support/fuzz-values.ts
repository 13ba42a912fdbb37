// The fuzz suite's vocabulary: the field names our schemas read, words they accept, and the
// hostile values, malformed JSON and content types the probes used (and more).

// Field names of the request schemas (lib/schemas): a generated body or query names them often.
export const BODY_KEYS = (
  'id profile_id conversation_id kind body photo_id gift_id client_key main email password ' +
  'password_confirm old_password token language name about gender country region city interest ' +
  'hair_color eye_color body_type relationship_status hobbies date_of_birth signup_message ' +
  'tracking locale decision messages likes news reason'
).split(' ');

export const QUERY_KEYS = (
  'id profile_id conversation_id cursor kind token before limit q locale lat lon country ' +
  'forced_domain resend gender min_age max_age region network ref email'
).split(' ');

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Values our enums and formats accept (and near misses), so requests get past the schemas. */
export const WORDS = (
  'text image gift like pass finder signup en de xx NL BE DE nl NH male female men women both ' +
  'blond single unsubscribe bounce spam_complaint hiking music 1 true 1990-05-17 2010-01-01 ' +
  '1900-02-30 2024-13-45T25:61:61Z null undefined NaN Infinity -0'
).split(' ');

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'fuzz@example.test\u0000',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ufeff',
  '\u202eevil',
  '\u200b\u200c\u200d',
  '\u0085\u2028\u2029',
  'é'.normalize('NFD'),
  '😀'.repeat(50),
  "' or 1=1 --",
  '"; drop table users; --',
  '$1',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '\\',
  '\\u0000',
  '0x7fffffff',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1',
  '0',
  '1.5',
  ' 1',
  '+1',
  'Ａ',
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Bodies that are not the JSON object a route expects (or not JSON at all). */
export const MALFORMED_JSON = [
  '',
  '{',
  '[',
  'null',
  'true',
  '"str"',
  '[]',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"body":"\\u0000"}',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"__proto__":null}',
];

/** Numbers JSON.parse reads as Infinity, -0 or beyond 2^53. */
export const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1E2',
  '0.0000001',
  '-0',
  '1.0',
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain; application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/json-patch+json',
  'application/jsonx',
  'application/json;',
  ';',
];
