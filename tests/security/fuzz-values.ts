// The seed's PRNG (mulberry32), so a failing fuzz run can be replayed from its printed seed.
export { createRandom, type Random } from '#server/db/seed/large/random'

import type { Random } from '#server/db/seed/large/random'

const HUGE = 'x'.repeat(100_000)

/** Strings that have broken parsers, databases and renderers before. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  HUGE,
  `${'é'.repeat(3000)}`,
  '../../../../etc/passwd',
  '..',
  "' OR '1'='1' --",
  '"; drop table "user"; --',
  '1; select pg_sleep(5)',
  '-1',
  '0',
  '-0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  '3.14',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  'مرحبا بالعالم',
  '🦄💥👩‍👩‍👧‍👦',
  'ÆØÅ æøå',
  '<script>alert(1)</script>',
  '%',
  '%zz',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  '${7*7}{{7*7}}',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-13-45',
  '2026-02-30T25:61:00Z',
  'admin@example.com',
  'super_admin',
  '\r\nSet-Cookie: x=1',
  'a'.repeat(256),
]

/** A raw path segment: mostly encoded nasty strings, sometimes raw bytes a browser would never send. */
export function nastySegment(random: Random): string {
  const raw = random.pick(['%zz', '%', '%00', '%ED%A0%80', '%FF%FE', '..', '.', '%2e%2e%2f%2e%2e', '%2F'])
  if (random.chance(0.15)) return raw
  const value = random.pick(NASTY_STRINGS)
  return safeEncode(value)
}

/** encodeURIComponent throws on a lone surrogate; send its (invalid) UTF-8 bytes instead. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`
  }
}

const QUERY_KEYS = [
  'page',
  'pageSize',
  'limit',
  'offset',
  'search',
  'q',
  'status',
  'dealerId',
  'botId',
  'userId',
  'from',
  'to',
  'period',
  'days',
  'sort',
  'order',
  'role',
  'category',
  'language',
  'type',
  'view',
  'cursor',
  'unread',
  'kind',
  'scope',
  'format',
]

export function nastyQuery(random: Random): string {
  const parts: string[] = []
  const count = random.int(0, 4)
  for (let index = 0; index < count; index++) {
    const key = random.chance(0.85) ? random.pick(QUERY_KEYS) : nastySegment(random)
    const value = random.chance(0.5) ? nastySegment(random) : random.pick(['1', '-1', 'abc', '', '1e309'])
    parts.push(`${key}=${value}`)
    if (random.chance(0.2)) parts.push(`${key}=${nastySegment(random)}`)
    if (random.chance(0.1)) parts.push(`${key}[a]=${value}`)
  }
  if (random.chance(0.05)) parts.push('&&&=&=')
  return parts.length ? `?${parts.join('&')}` : ''
}

const FIELD_NAMES = [
  'name',
  'title',
  'email',
  'content',
  'message',
  'description',
  'question',
  'answer',
  'password',
  'confirmPassword',
  'role',
  'roles',
  'status',
  'botId',
  'dealerId',
  'dealerIds',
  'sessionId',
  'programId',
  'stepIds',
  'ids',
  'tags',
  'languageCode',
  'priority',
  'rating',
  'notes',
  'note',
  'reason',
  'firstName',
  'lastName',
  'phone',
  'isActive',
  'isTyping',
  'serialNumber',
  'model',
  'intervalDays',
  'performedAt',
  'publishAt',
  'targetRoles',
  'targetDealerIds',
  'category',
  'body',
  'decision',
  'version',
  'assigneeId',
  'stepOrder',
  'isRequired',
  '__proto__',
  'constructor',
]

/** A JSON value of any type, with nasty leaves; depth bounded by `depth`. */
export function nastyValue(random: Random, depth = 2): unknown {
  const kind = random.int(0, depth > 0 ? 9 : 7)
  switch (kind) {
    case 0:
      return null
    case 1:
      return random.chance(0.5)
    case 2:
      return random.pick([0, -1, -0, 1.5, 2 ** 53, -(2 ** 31), 1e308, Number.MAX_SAFE_INTEGER + 2])
    case 3:
    case 4:
    case 5:
      return random.pick(NASTY_STRINGS)
    case 6:
      return random.pick(['', 'a', 'dealer_user', 'approved', 'open', 'en', 'no'])
    case 7:
      return []
    case 8:
      return Array.from({ length: random.int(0, 3) }, () => nastyValue(random, depth - 1))
    default:
      return nastyObject(random, depth - 1)
  }
}

export function nastyObject(random: Random, depth = 2): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  const count = random.int(0, 5)
  for (let index = 0; index < count; index++) result[random.pick(FIELD_NAMES)] = nastyValue(random, depth)
  return result
}

/** Deeply nested arrays and objects, as raw JSON text (JSON.stringify would recurse as deep). */
export function deeplyNestedJson(random: Random): string {
  const depth = random.pick([100, 1000, 5000])
  return random.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** JSON texts that JSON.stringify cannot produce: overflowing numbers, lone surrogate escapes, bad syntax. */
export const RAW_JSON_TEXTS: readonly string[] = [
  '{"name": 1e309, "rating": -0, "priority": 1e-400}',
  '{"name": "\\ud800", "title": "\\udfff\\ud800"}',
  '{"content": "\\u0000", "email": "a\\u0000@b.test"}',
  '{',
  '{"a":}',
  'nul',
  '"just a string"',
  '42',
  'true',
  'null',
  '[]',
  '[{"a": 1}]',
  '{"a": 1, "a": 2}',
  '\ufeff{"a": 1}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
  '',
]

export const CONTENT_TYPES: readonly (string | undefined)[] = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  undefined,
]
