/**
 * The malformed inputs the bad-input probe sends to every route: each path parameter replaced
 * by bad values one at a time (the others valid), bodies of the wrong JSON types, huge strings,
 * nesting 5,000 levels deep (as a whole body and in every field a route might read), and bad
 * query strings. Built from the route list alone, so a route added later is probed too.
 */
import type { ListedRoute } from '@portico/devnet'

export interface MalformedInput {
  what: string
  method: string
  /** Path with its parameters filled (one of them, perhaps, with a bad value). */
  path: string
  /** Query string without `?`; the caller adds its valid base query when this is undefined. */
  query?: string
  body?: string
}

export const DEEP = 5_000

const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`

const BAD_PARAMS = [
  'abc',
  '1e3',
  '-1',
  '0x',
  '%00',
  "'%20OR%201=1--",
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
  '1'.repeat(400),
  'x'.repeat(4_000),
]

/** Field names the routes read, each given the same bad value, as raw JSON text. */
const FIELDS = [
  'projectId',
  'email',
  'origin',
  'otp',
  'chainId',
  'method',
  'params',
  'approved',
  'address',
  'addresses',
  'name',
  'eventId',
  'url',
  'props',
  'token',
  'message',
  'signature',
  'currency',
  'code',
  'allowedOrigins',
  'analyticsEnabled',
  'label',
]
const spray = (rawValue: string) => `{${FIELDS.map((f) => `"${f}":${rawValue}`).join(',')}}`

const BAD_BODIES: [string, string][] = [
  ['invalid JSON', '{"a":'],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"x"'],
  ['number', '12'],
  ['boolean', 'true'],
  ['fields as numbers', spray('1.5e308')],
  ['fields as arrays', spray('[1,"a",null]')],
  ['fields as objects', spray('{"$ne":null}')],
  ['fields as null', spray('null')],
  ['fields as booleans', spray('true')],
  ['fields as huge strings', spray(JSON.stringify('x'.repeat(30_000)))],
  ['__proto__ pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  [`array nested ${DEEP} deep`, deepArray],
  [`object nested ${DEEP} deep`, deepObject],
  [`every field nested ${DEEP} deep`, spray(deepArray)],
]

const BAD_QUERIES = [
  'projectId=a&projectId=b',
  `projectId=${'x'.repeat(5_000)}`,
  'projectId[$ne]=1',
  'projectId=%ZZ',
  'chainId=eip155:abc&projectId=test-project',
  'projectId=test-project&st=appkit&sv=x&limit=-1&cursor=%00&currency=%3Cscript%3E',
]

export function malformedInputs(
  route: ListedRoute,
  valid: (param: string) => string,
  options: { queries?: boolean } = {},
): MalformedInput[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
  const fill = (bad?: { name: string; value: string }) =>
    route.path
      .replace(/:(\w+)/g, (_, name: string) => (bad?.name === name ? bad.value : valid(name)))
      .replace(/\*/g, bad?.name === '*' ? bad.value : valid('*'))
  const inputs: MalformedInput[] = []
  const params = route.path.includes('*') ? [...names, '*'] : names
  for (const name of params)
    for (const value of BAD_PARAMS)
      inputs.push({
        what: `${name}=${value.slice(0, 20)}`,
        method: route.method,
        path: fill({ name, value }),
        body: route.method === 'GET' ? undefined : '{}',
      })
  if (route.method !== 'GET')
    for (const [what, body] of BAD_BODIES)
      inputs.push({ what, method: route.method, path: fill(), body })
  if (options.queries !== false)
    for (const query of BAD_QUERIES)
      inputs.push({
        what: `?${query.slice(0, 30)}`,
        method: route.method,
        path: fill(),
        query,
        body: route.method === 'GET' ? undefined : '{}',
      })
  return inputs
}
