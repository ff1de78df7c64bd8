/**
 * The relay against the real WalletConnect SDKs in Node: a dapp (UniversalProvider 2.25) and a
 * wallet (WalletKit 1.6) pair, sign and reject through it, also across a relay restart, and
 * nothing they do leaves the machine.
 */
import { createServer, type Server } from 'node:http'
import { Socket } from 'node:net'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, isHex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { connectRelayClient, sleep, type TestRelayClient } from './relayTestClient.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

const CHAIN = 'eip155:31337'
const projectId = 'portico-relay-sdk-test'
const metadata = (name: string) => ({
  name,
  description: `${name} (relay test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

// Every outgoing TCP connection of this test process, to prove the SDKs stay on loopback.
const outgoingHosts: string[] = []
const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '::1'].includes(host)
const originalConnect = Socket.prototype.connect
function recordHost(this: Socket, ...args: unknown[]) {
  // net.connect() passes its normalized [options, callback] array as the first argument.
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args
  const options = typeof first === 'object' && first !== null ? (first as SocketTarget) : {}
  const host = options.path ?? options.host ?? (typeof second === 'string' ? second : 'localhost')
  outgoingHosts.push(host)
  if (!isLoopback(host)) {
    // Blocked before any DNS lookup or packet: the assertion below reports it.
    process.nextTick(() => this.destroy(new Error(`blocked connection to ${host}`)))
    return this
  }
  return (originalConnect as (...a: unknown[]) => Socket).apply(this, args)
}
interface SocketTarget {
  host?: string
  path?: string
}

describe('relay with the real WalletConnect SDKs', () => {
  const account = privateKeyToAccount(generatePrivateKey())
  let relay: RunningRelay
  let relayPort: number
  let redis: RunningRedisServer
  let rpc: Server
  let rpcRequests = 0
  let rpcUrl: string
  let wallet: Awaited<ReturnType<typeof WalletKit.init>>
  let dapp: Awaited<ReturnType<typeof UniversalProvider.init>>
  let proposalAnswer: 'approve' | 'reject' = 'approve'
  let requestAnswer: 'sign' | 'reject' = 'sign'
  const logs: string[] = []

  const startTheRelay = () =>
    startRelay({
      port: relayPort,
      redisUrl: redis.url,
      pingIntervalMs: 5_000,
      log: (l) => logs.push(l),
    })

  beforeAll(async () => {
    Socket.prototype.connect = recordHost as typeof Socket.prototype.connect
    redis = await startRedisServer()
    relayPort = await findFreePort()
    relay = await startTheRelay()

    // A loopback JSON-RPC node for the dapp's rpcMap; the SDK should not need it at all.
    rpc = createServer((req, res) => {
      rpcRequests++
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ id: 1, jsonrpc: '2.0', result: '0x7a69' }))
      })
    })
    const rpcPort = await findFreePort()
    await new Promise<void>((resolve) => rpc.listen(rpcPort, '127.0.0.1', resolve))
    rpcUrl = `http://127.0.0.1:${rpcPort}`

    const suffix = Math.random().toString(36).slice(2)
    const core = new Core({
      projectId,
      relayUrl: relay.url,
      customStoragePrefix: `portico-wallet-${suffix}`,
      telemetryEnabled: false,
      logger: 'silent',
    })
    // WalletKit.init posts an INIT event to pulse.walletconnect.org whatever telemetryEnabled
    // says, and the wallet asks verify.walletconnect.org about every proposal and request.
    core.eventClient.init = async () => {}
    // The SDK treats an undefined verdict as "unknown origin", though its type says otherwise.
    core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
    wallet = await WalletKit.init({
      core,
      metadata: metadata('Relay test wallet'),
      signConfig: { disableRequestQueue: true },
    })
    wallet.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
      if (proposalAnswer === 'reject') {
        void wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
        return
      }
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains: [CHAIN],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
            accounts: [`${CHAIN}:${account.address}`],
          },
        },
      })
      void wallet.approveSession({ id: proposal.id, namespaces })
    })
    wallet.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
      const [message] = params.request.params as [Hex, string]
      const response =
        requestAnswer === 'reject'
          ? { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } }
          : { id, jsonrpc: '2.0', result: await account.signMessage({ message: { raw: message } }) }
      await wallet.respondSessionRequest({ topic, response })
    })

    dapp = await UniversalProvider.init({
      projectId,
      relayUrl: relay.url,
      metadata: metadata('Relay test dapp'),
      customStoragePrefix: `portico-dapp-${suffix}`,
      telemetryEnabled: false,
      disableProviderPing: true,
      logger: 'silent',
    })
    dapp.client.core.verify.register = async () => ''
    dapp.on('display_uri', (uri: string) => {
      void wallet.pair({ uri })
    })
  })

  afterAll(async () => {
    for (const core of [dapp?.client.core, wallet?.core]) {
      core?.heartbeat.stop()
      await core?.relayer.transportClose().catch(() => {})
    }
    await relay?.stop()
    await new Promise<void>((resolve) => (rpc ? rpc.close(() => resolve()) : resolve()))
    Socket.prototype.connect = originalConnect
    if (process.env.RELAY_TEST_DEBUG) console.log(logs.join('\n'), outgoingHosts)
    await redis?.stop()
  })

  const connect = () =>
    dapp.connect({
      optionalNamespaces: {
        eip155: {
          methods: ['personal_sign'],
          chains: [CHAIN],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap: { '31337': rpcUrl },
        },
      },
    })
  const personalSign = (text: string) =>
    dapp.request<Hex>({ method: 'personal_sign', params: [toHex(text), account.address] }, CHAIN)
  const expectSigned = async (text: string, signature: Hex) => {
    expect(isHex(signature)).toBe(true)
    expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
  }

  it('rejects connect() with code 5000 when the wallet rejects the proposal', async () => {
    proposalAnswer = 'reject'
    await expect(connect()).rejects.toMatchObject({ code: 5000 })
    proposalAnswer = 'approve'
  })

  it('pairs, approves the session and relays a personal_sign the dapp can verify', async () => {
    const session = await connect()
    expect(session?.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])
    expect(wallet.getActiveSessions()[session?.topic ?? '']).toBeDefined()
    await expectSigned('hello relay', await personalSign('hello relay'))
  })

  it('surfaces the wallet code 4001 when the wallet rejects a request', async () => {
    requestAnswer = 'reject'
    await expect(personalSign('no thanks')).rejects.toMatchObject({ code: 4001 })
    requestAnswer = 'sign'
  })

  it('keeps the session through a relay restart on the same port and data dir', async () => {
    await relay.stop()
    relay = await startTheRelay()
    await expectSigned('after restart', await personalSign('after restart'))
  })

  it('delivers a request stored before a restart to a wallet that reconnects after it', async () => {
    const topic = dapp.session?.topic ?? ''
    await wallet.core.relayer.transportClose()
    const signed = personalSign('while the wallet was away')
    // A third client sees the stored request (tag 1108) through irn_fetchMessages.
    const observer = await connectRelayClient(relay.url, { projectId })
    await waitForStored(observer, topic, 1108)
    await observer.close()

    await relay.stop()
    relay = await startTheRelay()
    await wallet.core.relayer.transportOpen()
    await expectSigned('while the wallet was away', await signed)
  })

  it('made no request off the loopback interface and never logged a JWT or message', () => {
    expect(outgoingHosts).toContain('127.0.0.1')
    expect(outgoingHosts.filter((host) => !isLoopback(host))).toEqual([])
    expect(rpcRequests).toBe(0)
    expect(logs.join('\n')).not.toMatch(/auth=|eyJ/)
  })
})

async function waitForStored(client: TestRelayClient, topic: string, tag: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { json } = await client.request('irn_fetchMessages', { topic })
    const { messages } = json.result as { messages: { tag: number }[] }
    if (messages.some((message) => message.tag === tag)) return
    await sleep(50)
  }
  throw new Error(`no message with tag ${tag} stored on the session topic`)
}
