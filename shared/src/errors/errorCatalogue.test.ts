import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  alertErrorCodes,
  errorCatalogue,
  nodeErrorCodes,
  noticeCatalogue,
  providerMessageAlerts,
  walletErrorCodes,
} from './errorCatalogue.ts'

const srcDir = fileURLToPath(new URL('..', import.meta.url))

const skippedDirs = new Set<string>()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skippedDirs.has(path) ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

const messages = (Object.values(errorCatalogue) as Record<string, unknown>[]).flatMap((entry) =>
  ['message', 'longMessage', 'uiMessage'].flatMap((field) =>
    typeof entry[field] === 'string' ? [entry[field] as string] : [],
  ),
)
const texts = new Set([
  ...messages,
  ...Object.values(noticeCatalogue).map((notice) => notice.message),
  ...providerMessageAlerts.map((mapping) => mapping.message),
])
const catalogueTexts = new Set(texts)

describe('errorCatalogue', () => {
  it.each([
    // Toasts and messages
    'Token Balance Unavailable',
    'Failed to fetch transactions',
    'Transaction started',
    'Something went wrong',
    'Failed to send transaction. Please try again.',
    // Thrown
    'Network not supported for Gas Price',
    'Network not supported for Swaps',
    'Failed to disconnect',
    'Unsupported chain',
    'Chain adapter not found',
    'NetworkController client not set',
    'ConnectionController client not set',
    'Chain is required...',
    'Network not found',
    'Address or auth connector not found',
    'Chain is not supported',
    'Cannot remove last network for a namespace',
    'Error resolving name',
    'Error fetching name suggestions',
    'Error fetching names for address',
    'socket not ready',
    'reply timeout',
    'SIWX is not enabled',
    'No ActiveCaipAddress found',
    'No ActiveCaipNetwork or client found',
    'No ConnectionController client found',
    'Sign Client is not initialized',
    'W3mFrame: iframe is not set',
    'W3mFrame: parent is not set',
    'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    // Alerts and provider messages
    'Network Not Found',
    'Invalid App Configuration',
    'Session Expired',
    'Unauthorized: origin not allowed',
    'JWT validation error: JWT Token is not yet valid',
    'Unauthorized: invalid key',
    'Unknown error',
    // Secure frame
    'Unable to load email login dependency',
    'Request was aborted',
    'An error occurred',
    // SIWX
    'A problem occurred while trying initialize authentication',
    'Signature declined',
    'This application might not support Smart Accounts',
    'Authenticating...',
    // Address parsing, §5, §6, §7
    'Invalid CAIP Address',
    'Invalid CAIP-10 address',
    'Invalid CAIP-2 network id',
    "Namespace '{namespace}' is not configured. Please call connect() first with namespace config.",
    'Please try again after {n} seconds',
    'Please enter a valid amount and receiver address',
    'Requested RPC call is not allowed',
    'Action not allowed',
    'HTTP status code: {status}',
    // Schema defaults
    'Required',
    'Invalid input',
    'Expected {expected} received {received}',
  ])('holds the spec text %j', (text) => {
    expect(catalogueTexts.has(text)).toBe(true)
  })

  it('spells every user-facing text exactly once in the source (outside tests)', () => {
    const sources = sourceFiles(srcDir).map((file) => readFileSync(file, 'utf8'))
    const counts = [...texts].map((text) => {
      const literals = [`'${text}'`, `"${text}"`, `\`${text}\``]
      const count = sources.reduce(
        (sum, source) =>
          sum + literals.reduce((n, literal) => n + source.split(literal).length - 1, 0),
        0,
      )
      return [text, count] as const
    })
    expect(JSON.stringify(counts.filter(([, count]) => count !== 1))).toBe('[]')
  })

  it('lists the six alert codes, each with a title and a long message', () => {
    expect(alertErrorCodes).toEqual([
      'SWITCH_NETWORK_NOT_FOUND',
      'INVALID_APP_CONFIGURATION',
      'SOCIALS_TIMEOUT',
      'JWT_TOKEN_NOT_VALID',
      'INVALID_PROJECT_ID',
      'PROJECT_ID_NOT_CONFIGURED',
    ])
    for (const code of alertErrorCodes) {
      expect(errorCatalogue[code].message).not.toBe('')
      expect(errorCatalogue[code].longMessage).not.toBe('')
    }
    expect(errorCatalogue.INVALID_APP_CONFIGURATION.longMessage).toContain('allowlist')
  })

  it('gives every node error but the fallback a node message pattern', () => {
    const fallback = nodeErrorCodes.at(-1)
    expect(fallback).toBe('UNKNOWN_NODE_ERROR')
    for (const code of nodeErrorCodes.slice(0, -1)) {
      expect(errorCatalogue[code]).toHaveProperty('nodeMessage')
    }
  })

  it('holds the wallet error codes 4902, 5000 and 32603', () => {
    expect(walletErrorCodes).toEqual({
      UNRECOGNIZED_CHAIN: 4902,
      DEFAULT: 5000,
      INVALID_CHAIN_ID: 32603,
    })
  })

  it('maps the three provider messages to their alerts', () => {
    expect(providerMessageAlerts.map(({ alert }) => alert)).toEqual([
      'INVALID_APP_CONFIGURATION',
      'JWT_TOKEN_NOT_VALID',
      'INVALID_PROJECT_ID',
    ])
  })
})
