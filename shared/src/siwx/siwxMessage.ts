/**
 * The SIWX message (SPEC §3): a CAIP-122 sign-in message, written as EIP-4361 lays it out
 * (`{domain} wants you to sign in with your {Family} account:` …). The modal formats it, the
 * wallet signs its text, and the cloud parses the same text back and checks every field. One
 * module for both sides, so what is signed and what is checked cannot drift.
 */
import * as z from 'zod/mini'

/** CAIP-122's account names per CAIP-2 namespace. */
export const SIWX_FAMILIES = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' } as const
export type SiwxNamespace = keyof typeof SIWX_FAMILIES

const namespaceByFamily = Object.fromEntries(
  Object.entries(SIWX_FAMILIES).map(([ns, family]) => [family, ns]),
) as Record<string, SiwxNamespace>

/** ISO-8601 date-time as CAIP-122 writes it (RFC 3339). */
const dateTime = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/,
      'Expected an ISO-8601 date-time',
    ),
  )

/** The message's fields. `chainId` is CAIP-2 (`eip155:1`); the text carries its reference. */
export const siwxMessageSchema = z.object({
  domain: z
    .string()
    .check(z.regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, 'Expected a host[:port] domain')),
  accountAddress: z.string().check(z.regex(/^[A-Za-z0-9]{20,128}$/, 'Expected an address')),
  statement: z.optional(
    z.string().check(z.maxLength(1024), z.regex(/^[^\n\r]*$/, 'The statement is one line')),
  ),
  uri: z
    .string()
    .check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/, 'Expected an http(s) URI')),
  version: z.literal('1'),
  chainId: z
    .string()
    .check(
      z.regex(
        /^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,32}$/,
        'Expected an eip155, solana or bip122 chain id',
      ),
    ),
  nonce: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9]{8,64}$/, 'Expected an alphanumeric nonce of at least 8 characters'),
    ),
  issuedAt: dateTime,
  expirationTime: z.optional(dateTime),
  notBefore: z.optional(dateTime),
  requestId: z.optional(
    z.string().check(z.maxLength(256), z.regex(/^[^\n\r]*$/, 'The request id is one line')),
  ),
  resources: z.optional(
    z
      .array(
        z
          .string()
          .check(z.maxLength(2048), z.regex(/^[a-z][a-z0-9+.-]*:[^\s]+$/, 'Expected a URI')),
      )
      .check(z.maxLength(32)),
  ),
})
export type SiwxMessage = z.infer<typeof siwxMessageSchema>

/** The message as the wallet signs it. */
export function formatSiwxMessage(message: SiwxMessage): string {
  const [namespace = 'eip155', reference = ''] = message.chainId.split(':')
  const family = SIWX_FAMILIES[namespace as SiwxNamespace]
  const lines = [
    `${message.domain} wants you to sign in with your ${family} account:`,
    message.accountAddress,
    '',
  ]
  if (message.statement) lines.push(message.statement, '')
  lines.push(
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  )
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources?.length)
    lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

const header = /^(.+) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/
const optionalFields = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * The fields of a signed text, or null when it is not a message `formatSiwxMessage` writes
 * (fields out of order, unknown lines, a field twice): only the exact layout is accepted, so
 * the text checked is the text signed.
 */
export function parseSiwxMessage(text: string): SiwxMessage | null {
  if (text.length > 16_384) return null
  const lines = text.split('\n')
  let at = 0
  const next = () => lines[at++]
  const head = header.exec(next() ?? '')
  const namespace = head?.[2] ? namespaceByFamily[head[2]] : undefined
  if (!head || !namespace) return null
  const draft: Record<string, unknown> = { domain: head[1], accountAddress: next() }
  if (next() !== '') return null
  if (!lines[at]?.startsWith('URI: ')) {
    draft.statement = next()
    if (next() !== '') return null
  }
  const field = (label: string) => {
    const line = next()
    return line?.startsWith(`${label}: `) ? line.slice(label.length + 2) : undefined
  }
  draft.uri = field('URI')
  draft.version = field('Version')
  const reference = field('Chain ID')
  draft.chainId = reference === undefined ? undefined : `${namespace}:${reference}`
  draft.nonce = field('Nonce')
  draft.issuedAt = field('Issued At')
  for (const [label, key] of optionalFields)
    if (lines[at]?.startsWith(`${label}: `)) draft[key] = field(label)
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (lines[at]?.startsWith('- ')) resources.push((next() ?? '').slice(2))
    draft.resources = resources
  }
  if (at !== lines.length) return null
  const result = z.safeParse(siwxMessageSchema, draft)
  if (!result.success) return null
  // Only a text that formats back to itself: no stray spaces, no empty statement.
  return formatSiwxMessage(result.data) === text ? result.data : null
}
