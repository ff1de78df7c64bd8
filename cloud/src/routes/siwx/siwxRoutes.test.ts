import { ed25519 } from '@noble/curves/ed25519'
import { DEVNET_MNEMONIC, derivePaymentKey, signBip322Message } from '@portico/devnet'
import {
  formatSiwxMessage,
  type SiwxMessage,
  siwxNonceResponseSchema,
  siwxSessionInfoSchema,
  siwxSessionResponseSchema,
} from '@portico/shared'
import { base58 } from '@scure/base'
import { Signer } from 'bip322-js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import {
  apiUrl,
  countRows,
  OTHER_ORIGIN,
  postJson,
  TEST_ORIGIN,
  testProjects,
  useTestCloud,
} from '../../testing/testCloud.ts'

// BIP-322's own test vector key and its P2WPKH address.
const BTC_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const BTC_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'

describeOnBothDatabases('SIWX routes', (database) => {
  const cloud = useTestCloud(database, {
    seedProjects: [
      ...testProjects,
      { projectId: 'other-project', name: 'Other', allowedOrigins: [OTHER_ORIGIN] },
    ],
  })
  const url = (path: string, projectId?: string) => apiUrl(cloud().url, path, {}, projectId)
  const nonce = async (projectId?: string) =>
    siwxNonceResponseSchema.parse(
      await (await postJson(url('/v1/siwx/nonce', projectId), {})).json(),
    ).nonce
  const message = async (fields: Partial<SiwxMessage> = {}): Promise<SiwxMessage> => ({
    domain: 'localhost:5173',
    accountAddress: '',
    statement: 'Sign in to the test dapp',
    uri: `${TEST_ORIGIN}/`,
    version: '1',
    chainId: 'eip155:31337',
    nonce: await nonce(),
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    ...fields,
  })
  const verify = (body: unknown, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
    postJson(url('/v1/siwx/verify'), body, headers)
  const evmSignIn = async (fields: Partial<SiwxMessage> = {}) => {
    const account = privateKeyToAccount(generatePrivateKey())
    const text = formatSiwxMessage(await message({ accountAddress: account.address, ...fields }))
    return { account, text, signature: await account.signMessage({ message: text }) }
  }
  const session = (token: string) =>
    fetch(url('/v1/siwx/session'), { headers: { authorization: `Bearer ${token}` } })

  it('writes EIP-4361 text viem reads, and signs an EVM account in until it revokes', async () => {
    const { account, text, signature } = await evmSignIn()
    expect(parseSiweMessage(text)).toMatchObject({ address: account.address, chainId: 31337 })
    const res = await verify({ message: text, signature })
    expect(res.status).toBe(201)
    const signedIn = siwxSessionResponseSchema.parse(await res.json())
    expect(signedIn).toMatchObject({ address: account.address, chainId: 'eip155:31337' })
    const read = await session(signedIn.token)
    expect(read.status).toBe(200)
    expect(siwxSessionInfoSchema.parse(await read.json())).toEqual({
      address: account.address,
      chainId: 'eip155:31337',
      issuedAt: signedIn.issuedAt,
      expiresAt: signedIn.expiresAt,
    })
    // Another project cannot read it.
    const elsewhere = await fetch(apiUrl(cloud().url, '/v1/siwx/session', {}, 'other-project'), {
      headers: { authorization: `Bearer ${signedIn.token}` },
    })
    expect(elsewhere.status).toBe(401)
    const revoke = await postJson(
      url('/v1/siwx/session/revoke'),
      {},
      { authorization: `Bearer ${signedIn.token}` },
    )
    expect(revoke.status).toBe(200)
    expect((await session(signedIn.token)).status).toBe(401)
  })

  it('uses a nonce once: the same signed message again is refused', async () => {
    const { text, signature } = await evmSignIn()
    expect((await verify({ message: text, signature })).status).toBe(201)
    const again = await verify({ message: text, signature })
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ code: 'SIWX_NONCE_INVALID' })
  })

  it("refuses another project's nonce, an invented one, another signer and other domains", async () => {
    const otherNonce = await nonce('other-project')
    const cases: [Partial<SiwxMessage>, number, string][] = [
      [{ nonce: otherNonce }, 401, 'SIWX_NONCE_INVALID'],
      [{ nonce: 'abcdefgh12345678' }, 401, 'SIWX_NONCE_INVALID'],
      [{ domain: 'evil.example', uri: 'https://evil.example/' }, 403, 'SIWX_DOMAIN_NOT_ALLOWED'],
      [{ domain: 'evil.example' }, 403, 'SIWX_DOMAIN_NOT_ALLOWED'],
      [{ expirationTime: new Date(Date.now() - 1000).toISOString() }, 400, 'MESSAGE_EXPIRED'],
      [{ notBefore: new Date(Date.now() + 600_000).toISOString() }, 400, 'SIWX_NOT_YET_VALID'],
      [{ issuedAt: new Date(Date.now() - 3_600_000).toISOString() }, 400, 'MESSAGE_EXPIRED'],
    ]
    const before = await countRows(cloud().db)
    for (const [fields, status, code] of cases) {
      const { text, signature } = await evmSignIn(fields)
      const res = await verify({ message: text, signature })
      expect([res.status, (await res.json()).code]).toEqual([status, code])
    }
    const { text } = await evmSignIn()
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await verify({
      message: text,
      signature: await stranger.signMessage({ message: text }),
    })
    expect([forged.status, (await forged.json()).code]).toEqual([401, 'SIGNATURE_INVALID'])
    // A page of another origin cannot send a message written for this one.
    const signed = await evmSignIn()
    const foreign = await verify(
      { message: signed.text, signature: signed.signature },
      { origin: OTHER_ORIGIN },
    )
    expect(foreign.status).toBe(403)
    const after = await countRows(cloud().db)
    expect(after.siwx_sessions).toBe(before.siwx_sessions)
    // Refused messages left their nonces unused (only the nonces asked for were added).
    expect(after.siwx_nonces).toBeGreaterThan(before.siwx_nonces ?? 0)
  })

  it('answers bad bodies and tokens with clear errors and writes nothing', async () => {
    const before = await countRows(cloud().db)
    for (const body of [
      {},
      { message: 'hello', signature: '0x12' },
      { message: 1, signature: [] },
    ]) {
      const res = await verify(body)
      expect(res.status).toBe(400)
      expect((await res.json()).code).toMatch(/SCHEMA_INVALID_INPUT|SIWX_MESSAGE_INVALID/)
    }
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
    ]) {
      const res = await fetch(url('/v1/siwx/session'), {
        headers: headers as Record<string, string>,
      })
      expect([res.status, (await res.json()).code]).toEqual([401, 'SIWX_SESSION_INVALID'])
    }
    expect(await countRows(cloud().db)).toEqual(before)
  })

  it('verifies a Solana ed25519 signature', async () => {
    const secret = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const text = formatSiwxMessage(
      await message({
        accountAddress: address,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      }),
    )
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
    const res = await verify({ message: text, signature })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      address,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const wrong = formatSiwxMessage(
      await message({ accountAddress: other, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    )
    const refused = await verify({
      message: wrong,
      signature: base58.encode(ed25519.sign(new TextEncoder().encode(wrong), secret)),
    })
    expect(refused.status).toBe(401)
  })

  it('verifies a Bitcoin BIP-322 signature', async () => {
    const text = formatSiwxMessage(
      await message({
        accountAddress: BTC_ADDRESS,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    )
    const signature = Signer.sign(BTC_WIF, BTC_ADDRESS, text) as string
    const res = await verify({ message: text, signature })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ address: BTC_ADDRESS })
  })

  it('signs a regtest account in with the test wallet’s BIP-322 signature, not on mainnet', async () => {
    const key = derivePaymentKey(DEVNET_MNEMONIC, 0)
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const text = formatSiwxMessage(await message({ accountAddress: key.address, chainId: regtest }))
    const res = await verify({ message: text, signature: signBip322Message(key, text) })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ address: key.address, chainId: regtest })
    // The same account named on mainnet's chain is not one of that network's addresses.
    const mainnet = formatSiwxMessage(
      await message({
        accountAddress: key.address,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    )
    const before = await countRows(cloud().db)
    const refused = await verify({ message: mainnet, signature: signBip322Message(key, mainnet) })
    expect(refused.status).toBe(401)
    expect(await countRows(cloud().db)).toEqual(before)
  })
})
