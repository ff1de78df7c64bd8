// @vitest-environment node
import { formatSiwxMessage, type SiwxMessage } from '@portico/shared'
// The SDK's own formatter: the text the wallet signs in a one-click sign-in.
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { describe, expect, it, vi } from 'vitest'
import type { SiwxConfig, SiwxSession } from './siwxConfig.ts'
import { siwxOneClick, UNKNOWN_ACCOUNT } from './siwxOneClick.ts'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const issuedAt = new Date().toISOString()
const fields = {
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/?siwx=required',
  version: '1' as const,
  nonce: 'Nonce1234567890',
  issuedAt,
  expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  statement: 'Sign in to the Portico demo',
}

function setup(preferred?: string) {
  const added: SiwxSession[] = []
  const config = {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => ({
      ...fields,
      accountAddress,
      chainId,
    })),
    addSession: vi.fn(async (s: SiwxSession) => void added.push(s)),
  } as unknown as SiwxConfig
  const track = vi.fn()
  const oneClick = siwxOneClick({ config, preferredChain: () => preferred, track })
  return { oneClick, config, added, track }
}

/** What the SDK formats for the wallet on `chain`, with the ReCap of the session's methods. */
function signedText(chain: string) {
  const recap = createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
  return formatMessage(
    {
      domain: fields.domain,
      aud: fields.uri,
      version: '1',
      nonce: fields.nonce,
      iat: issuedAt,
      exp: fields.expirationTime,
      statement: fields.statement,
      resources: [recap],
    },
    `did:pkh:${chain}:${ALICE}`,
  )
}

describe('SIWX over the one-click sign-in', () => {
  it("asks with the config's message fields: its nonce, this page, the statement, the end", async () => {
    const { oneClick, config } = setup()
    expect(await oneClick.request(['eip155:31337', 'eip155:31338'])).toEqual({
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      version: '1',
      chainId: 'eip155:31337',
      iat: issuedAt,
      statement: fields.statement,
      exp: fields.expirationTime,
    })
    expect(config.createMessage).toHaveBeenCalledWith({
      accountAddress: UNKNOWN_ACCOUNT,
      chainId: 'eip155:31337',
    })
  })

  it("keeps the session of the chain the modal starts on, read from the SDK's text", async () => {
    const { oneClick, added, track } = setup('eip155:31338')
    await oneClick.signed([
      { message: signedText('eip155:31337'), signature: '0x1' },
      { message: signedText('eip155:31338'), signature: '0x2' },
    ])
    expect(added).toHaveLength(1)
    const [session] = added
    expect(session?.signature).toBe('0x2')
    expect(session?.data).toMatchObject({
      accountAddress: ALICE,
      chainId: 'eip155:31338',
      nonce: fields.nonce,
      resources: [expect.stringMatching(/^urn:recap:/)],
    })
    // What is kept is exactly what was signed (the cloud parses the same text).
    expect(formatSiwxMessage(session?.data as SiwxMessage)).toBe(session?.message)
    expect(session?.data.statement).toMatch(/^Sign in to the Portico demo I further authorize/)
    expect(track).toHaveBeenCalledWith('SIWX_AUTH_SUCCESS', { network: 'eip155:31338' })
  })

  it('takes the first chain without a stored one, and refuses texts it cannot read', async () => {
    const { oneClick, added } = setup()
    await oneClick.signed([{ message: signedText('eip155:31337'), signature: '0x1' }])
    expect(added[0]?.data.chainId).toBe('eip155:31337')
    await expect(
      oneClick.signed([{ message: 'not a SIWX text', signature: '0x1' }]),
    ).rejects.toThrow('The wallet signed no message this modal can read')
  })
})
