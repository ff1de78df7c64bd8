/**
 * Two relay nodes on one Redis with the real WalletConnect SDKs (UniversalProvider 2.25 as the
 * dapp, WalletKit 1.6 as the wallet): a dapp on node A and a wallet on node B pair, sign and
 * disconnect; and a dapp that reaches the relay through a loopback front still gets the wallet's
 * answer when its node is killed with SIGKILL between the request and the answer (the SDK
 * reconnects through the front, which now leads to B, re-subscribes and fetches what it missed).
 */
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { type Hex, isHex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningRedisServer, startRedisServer } from '../redis/startRedisServer.ts'
import { type RelayFront, startRelayFailoverFront } from './relayFailoverFront.ts'
import { sleep } from './relayTestClient.ts'
import { type RelayProcess, spawnRelayProcess } from './spawnRelayProcess.ts'
import { type RunningRelay, startRelay } from './startRelay.ts'

const CHAIN = 'eip155:31337'
const projectId = 'portico-relay-nodes-sdk-test'
const metadata = (name: string) => ({
  name,
  description: `${name} (relay test)`,
  url: 'http://127.0.0.1',
  icons: [],
})
type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

const account = privateKeyToAccount(generatePrivateKey())
let redis: RunningRedisServer
let nodeB: RunningRelay
let wallet: Awaited<ReturnType<typeof WalletKit.init>>
/** Runs before the wallet answers a request (the kill in the second test). */
let beforeAnswer: () => Promise<void> = async () => {}
const nodesA: RelayProcess[] = []
const fronts: RelayFront[] = []
const dapps: Dapp[] = []
const suffix = Math.random().toString(36).slice(2)

const startNodeA = async () => {
  const node = await spawnRelayProcess({ port: await findFreePort(), redisUrl: redis.url })
  nodesA.push(node)
  return node
}

beforeAll(async () => {
  redis = await startRedisServer()
  nodeB = await startRelay({ port: await findFreePort(), redisUrl: redis.url })
  const core = new Core({
    projectId,
    relayUrl: nodeB.url,
    customStoragePrefix: `portico-nodes-wallet-${suffix}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // No event or verify calls off the machine (see startRelay.sdk.test.ts).
  core.eventClient.init = async () => {}
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  wallet = await WalletKit.init({
    core,
    metadata: metadata('Relay nodes wallet'),
    signConfig: { disableRequestQueue: true },
  })
  wallet.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
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
    const result = await account.signMessage({ message: { raw: message } })
    await beforeAnswer()
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
}, 60_000)

afterAll(async () => {
  for (const core of [...dapps.map((dapp) => dapp.client.core), wallet?.core]) {
    core?.heartbeat.stop()
    await core?.relayer.transportClose().catch(() => {})
  }
  for (const front of fronts) await front.stop()
  for (const node of nodesA) await node.stop()
  await nodeB?.stop()
  await redis?.stop()
})

async function pairDapp(relayUrl: string, name: string): Promise<Dapp> {
  const dapp = await UniversalProvider.init({
    projectId,
    relayUrl,
    metadata: metadata(name),
    customStoragePrefix: `portico-nodes-${name}-${suffix}`,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
  })
  dapps.push(dapp)
  dapp.client.core.verify.register = async () => ''
  dapp.on('display_uri', (uri: string) => void wallet.pair({ uri }))
  await dapp.connect({
    optionalNamespaces: {
      eip155: { methods: ['personal_sign'], chains: [CHAIN], events: ['chainChanged'] },
    },
  })
  return dapp
}

const personalSign = (dapp: Dapp, text: string) =>
  dapp.request<Hex>({ method: 'personal_sign', params: [toHex(text), account.address] }, CHAIN)

async function expectSigned(text: string, signature: Hex) {
  expect(isHex(signature)).toBe(true)
  expect(await verifyMessage({ address: account.address, message: text, signature })).toBe(true)
}

it('a dapp on node A and a wallet on node B pair, sign and disconnect', async () => {
  const nodeA = await startNodeA()
  const dapp = await pairDapp(nodeA.url, 'dapp-a')
  const topic = dapp.session?.topic ?? ''
  expect(wallet.getActiveSessions()[topic]).toBeDefined()
  await expectSigned('across nodes', await personalSign(dapp, 'across nodes'))

  await dapp.disconnect()
  // The wallet on B hears the session_delete the dapp published on A.
  for (let i = 0; i < 100 && wallet.getActiveSessions()[topic]; i++) await sleep(50)
  expect(wallet.getActiveSessions()[topic]).toBeUndefined()
}, 45_000)

it("the dapp's node dies with SIGKILL before the answer: the SDK moves to B and gets it", async () => {
  const nodeA = await startNodeA()
  const front = await startRelayFailoverFront({ backends: [nodeA.port, nodeB.port] })
  fronts.push(front)
  const dapp = await pairDapp(front.url, 'dapp-front')
  await expectSigned('before the kill', await personalSign(dapp, 'before the kill'))
  expect(front.routed.get(nodeA.port)).toBeGreaterThan(0)
  expect(front.routed.get(nodeB.port)).toBeUndefined()

  // The request reached the wallet through A and Redis; A dies before the wallet answers on B.
  beforeAnswer = async () => {
    beforeAnswer = async () => {}
    const exited = new Promise((resolve) => nodeA.process.once('exit', resolve))
    nodeA.process.kill('SIGKILL')
    await exited
  }
  await expectSigned('across a kill', await personalSign(dapp, 'across a kill'))
  expect(nodeA.process.signalCode).toBe('SIGKILL')
  expect(front.routed.get(nodeB.port)).toBeGreaterThan(0)
  // The session goes on, now wholly on B.
  await expectSigned('after the kill', await personalSign(dapp, 'after the kill'))
}, 60_000)
