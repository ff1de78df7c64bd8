/**
 * Starts the local stack (anvil + deployments, mail catcher, cloud API, secure frame, demo,
 * sandbox on-ramp, Solana cluster, ERC-4337 bundler and sponsor) and returns a handle that stops every part. Used by `npm start` and by the e2e setup. The
 * relay, the cloud API and the secure frame's server each run in a process of their own, as
 * they would in production, so a fault in one cannot stall the others.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { startBitcoinStack } from './bitcoin/startBitcoinStack.ts'
import { paymasterSignerKey } from './bundler/paymasterSignerKey.ts'
import { type RunningBundlerStack, startBundlerStack } from './bundler/startBundlerStack.ts'
import { compileContracts } from './chain/compileContracts.ts'
import { deployDevnet } from './chain/deployDevnet.ts'
import { startAnvil } from './chain/startAnvil.ts'
import { repoRoot, type StackConfig } from './config.ts'
import { type Deployments, writeDeployments } from './deployments.ts'
import { buildTestExtension } from './extension/buildTestExtension.ts'
import { startFarcasterStack } from './farcaster/startFarcasterStack.ts'
import { startMailCatcher } from './mail/startMailCatcher.ts'
import { startOidcProvider } from './oidc/startOidcProvider.ts'
import { startOnrampSandbox } from './onramp/startOnrampSandbox.ts'
import { assertPortsFree } from './ports.ts'
import { cloudReadyUrl, isNotableLogLine, listeningUrl } from './processes/serverLogLines.ts'
import { spawnServiceProcess } from './processes/spawnServiceProcess.ts'
import { cloudProcessEnv, frameProcessEnv } from './processes/stackServerEnvs.ts'
import { startRedisServer } from './redis/startRedisServer.ts'
import { spawnRelayProcess } from './relay/spawnRelayProcess.ts'
import { SOLANA_LOCAL_2_GENESIS_HASH } from './solana/genesisHash.ts'
import { startSolanaCluster } from './solana/startSolanaCluster.ts'
import { createDemoWalletServer, demoWalletDistDir } from './wallet/createDemoWalletServer.ts'
import { buildWebApps } from './web/buildWebApps.ts'
import { createDemoServer } from './web/createDemoServer.ts'

export { DEMO_WALLET_ID } from './processes/stackServerEnvs.ts'

export type StackPart =
  | 'redis'
  | 'chain'
  | 'mail'
  | 'cloud'
  | 'frame'
  | 'demo'
  | 'relay'
  | 'wallet'
  | 'onramp'
  | 'solana'
  | 'farcaster'
  | 'bitcoin'
  | 'oidc'
  | 'bundler'
export const allStackParts: readonly StackPart[] = [
  'redis',
  'chain',
  'mail',
  'cloud',
  'frame',
  'demo',
  'relay',
  'wallet',
  'onramp',
  'solana',
  'farcaster',
  'bitcoin',
  'oidc',
  'bundler',
]

export interface StackService {
  part: StackPart
  name: string
  url: string
}

export interface RunningStack {
  config: StackConfig
  services: StackService[]
  /** The test wallet extension built for this stack's chains (approvals in a popup), if built. */
  walletExtensionDir?: string
  deployments: Deployments | null
  deploymentsFile: string
  stop(): Promise<void>
}

export interface StartStackOptions {
  parts?: readonly StackPart[]
  /** Keep data in memory (tests) instead of the data dir. */
  ephemeral?: boolean
  /** Also build the test wallet extension into the data dir, for a browser to load. */
  walletExtension?: boolean
  log?: (line: string) => void
  /**
   * Aborting it stops every part started so far at once, and each part that finishes starting
   * after; startStack then rejects with the signal's reason (Ctrl+C during `npm start`).
   */
  signal?: AbortSignal
}

export function deploymentsFileOf(config: StackConfig): string {
  return join(config.dataDir, 'devnet', 'deployments.json')
}

export async function startStack(
  config: StackConfig,
  options: StartStackOptions = {},
): Promise<RunningStack> {
  const parts = new Set(options.parts ?? allStackParts)
  const log = options.log ?? (() => {})
  const wanted: Record<string, number> = {}
  if (parts.has('redis') && config.startsRedis) wanted.Redis = config.ports.redis
  if (parts.has('chain')) wanted.anvil = config.ports.anvil
  if (parts.has('mail'))
    Object.assign(wanted, {
      'mail catcher (SMTP)': config.ports.smtp,
      'mail catcher (inbox)': config.ports.inbox,
    })
  if (parts.has('cloud')) wanted['cloud API'] = config.ports.cloud
  if (parts.has('frame')) wanted['secure frame'] = config.ports.frame
  if (parts.has('demo')) wanted['demo dapp'] = config.ports.demo
  if (parts.has('relay')) wanted['WalletConnect relay'] = config.ports.relay
  if (parts.has('wallet')) wanted['demo wallet'] = config.ports.wallet
  if (parts.has('onramp')) wanted['sandbox on-ramp'] = config.ports.onramp
  if (parts.has('solana'))
    Object.assign(wanted, {
      'Solana RPC': config.ports.solana,
      'Solana PubSub': config.ports.solanaWs,
      'Solana 2 RPC': config.ports.solana2,
      'Solana 2 PubSub': config.ports.solana2Ws,
    })
  if (parts.has('farcaster')) wanted['Farcaster relay'] = config.ports.farcaster
  if (parts.has('bitcoin')) wanted['Bitcoin regtest node'] = config.ports.bitcoin
  if (parts.has('oidc')) wanted['identity provider'] = config.ports.oidc
  if (parts.has('bundler'))
    Object.assign(wanted, {
      'ERC-4337 bundler': config.ports.bundler,
      'paymaster sponsor service': config.ports.paymaster,
    })
  await assertPortsFree(config.host, wanted)

  const stops: (() => Promise<void>)[] = []
  const services: StackService[] = []
  const { signal } = options
  signal?.throwIfAborted()
  let stopped: Promise<void> | undefined
  /** Stops every part started, last first; a second call waits for the first. */
  const stop = () => {
    stopped ??= (async () => {
      for (const s of stops.splice(0).reverse()) await s().catch(() => {})
    })()
    return stopped
  }
  /** Registers a part that has started; once the stack is stopping, stops it instead. */
  const started = (stopPart: () => Promise<void>) => {
    if (stopped) void stopPart().catch(() => {})
    else stops.push(stopPart)
  }
  signal?.addEventListener('abort', () => void stop(), { once: true })
  let deployments: Deployments | null = null
  let walletExtensionDir: string | undefined
  const deploymentsFile = deploymentsFileOf(config)
  try {
    // Redis first: the services that share state through it connect at their start.
    if (parts.has('redis') && config.startsRedis) {
      const redis = await startRedisServer({
        host: config.host,
        port: config.ports.redis,
        // Tests keep nothing; `npm start` keeps the relay's mailbox across restarts.
        dataDir: options.ephemeral ? undefined : join(config.dataDir, 'redis'),
      })
      started(redis.stop)
      services.push({ part: 'redis', name: 'Redis (AOF, fsync every second)', url: redis.url })
    }
    const webBuild =
      parts.has('frame') || parts.has('demo') || parts.has('wallet')
        ? buildWebApps()
        : Promise.resolve([])
    // The Redis the stack started (or PORTICO_REDIS_URL's): rate limits and replay caches.
    const redisUrl = parts.has('redis') || !config.startsRedis ? config.redisUrl : undefined
    const serverEnv = {
      config,
      ephemeral: options.ephemeral === true,
      redisUrl,
      deploymentsFile,
      withDemoWallet: parts.has('wallet'),
      withOnrampSandbox: parts.has('onramp'),
      withOidcProvider: parts.has('oidc'),
    }
    const showLine = (name: string) => (line: string) => {
      // Once stopping, a part's complaints about the parts already gone are noise.
      if (!stopped && isNotableLogLine(line)) log(`${name}: ${line}`)
    }
    // The cloud reads the deployments from their file: never a previous start's.
    if (parts.has('chain')) rmSync(deploymentsFile, { force: true })
    const cloudStart = parts.has('cloud')
      ? spawnServiceProcess({
          name: 'the cloud API',
          script: join(repoRoot, 'cloud/src/main.ts'),
          readyUrl: cloudReadyUrl,
          log: showLine('cloud'),
          env: cloudProcessEnv(serverEnv),
        })
      : null
    cloudStart?.then((c) => started(c.stop)).catch(() => {})

    // solc compiles devnet/contracts synchronously (seconds, once per data dir): before the
    // Solana clock and the Bitcoin node's start deadline run, which a blocked loop would starve.
    if (parts.has('chain')) compileContracts(join(config.dataDir, 'build'))

    // In process and quick: started before the deployments file is written, so it is in it.
    const solana = parts.has('solana')
      ? await startSolanaCluster({
          host: config.host,
          port: config.ports.solana,
          wsPort: config.ports.solanaWs,
        })
      : null
    if (solana) started(solana.stop)
    // A second cluster with its own genesis hash: what a wallet switches to (devnet ↔ mainnet).
    const solana2 = parts.has('solana')
      ? await startSolanaCluster({
          host: config.host,
          port: config.ports.solana2,
          wsPort: config.ports.solana2Ws,
          genesisHash: SOLANA_LOCAL_2_GENESIS_HASH,
        })
      : null
    if (solana2) started(solana2.stop)
    // The Bitcoin node starts beside anvil; its entry joins the deployments file.
    const bitcoinStart = parts.has('bitcoin')
      ? startBitcoinStack(config, options.ephemeral === true)
      : null
    bitcoinStart?.then((b) => started(b.stop)).catch(() => {})
    let bundlerStart: Promise<RunningBundlerStack> | null = null
    if (parts.has('chain')) {
      const [main, second] = config.chains
      const anvil = await startAnvil({
        host: config.host,
        port: config.ports.anvil,
        chainId: main?.id,
      })
      started(anvil.stop)
      const anvil2 = await startAnvil({
        host: config.host,
        port: config.ports.anvil2,
        chainId: second?.id,
      })
      started(anvil2.stop)
      // The paymaster's signer: a devnet secret of the sponsor service (kept in the data dir).
      const sponsorKey = parts.has('bundler')
        ? paymasterSignerKey(options.ephemeral ? undefined : config.dataDir)
        : undefined
      deployments = await deployDevnet(config.rpcUrl, join(config.dataDir, 'build'), {
        paymasterSigner: sponsorKey && privateKeyToAccount(sponsorKey).address,
      })
      if (sponsorKey) {
        // Its URLs go into the file now; Alto's start (a few seconds) overlaps the rest.
        deployments.accountAbstraction = {
          bundlerUrl: config.bundlerUrl,
          paymasterUrl: config.paymasterUrl,
        }
        bundlerStart = startBundlerStack({
          host: config.host,
          bundlerPort: config.ports.bundler,
          paymasterPort: config.ports.paymaster,
          deployments: { ...deployments },
          paymasterSignerKey: sponsorKey,
          log: showLine('bundler'),
        })
        bundlerStart.then((b) => started(b.stop)).catch(() => {})
      }
      if (solana) deployments.solana = solana.deployment
      if (solana2) deployments.solana2 = solana2.deployment
      if (bitcoinStart) deployments.bitcoin = (await bitcoinStart).deployment
      writeDeployments(deploymentsFile, deployments)
      services.push({
        part: 'chain',
        name: `anvil (chain ${deployments.chainId})`,
        url: config.rpcUrl,
      })
      services.push({
        part: 'chain',
        name: `anvil (chain ${second?.id}, no contracts)`,
        url: config.chains[1]?.rpcUrl ?? '',
      })
      log(
        `chain ready: ${[...deployments.tokens, ...deployments.collections].map((t) => t.symbol).join(', ')} and 2 Uniswap V2 pools deployed`,
      )
    }
    if (solana) {
      services.push({ part: 'solana', name: 'Solana RPC (litesvm)', url: solana.url })
      services.push({ part: 'solana', name: 'Solana PubSub', url: solana.wsUrl })
      if (solana2) {
        services.push({ part: 'solana', name: 'Solana 2 RPC (litesvm)', url: solana2.url })
        services.push({ part: 'solana', name: 'Solana 2 PubSub', url: solana2.wsUrl })
      }
      const symbols = solana.deployment.mints.map((m) => m.symbol).join(', ')
      const second = solana2 ? ` and ${solana2.deployment.caip2}` : ''
      log(`solana ready: ${solana.deployment.caip2}${second}, mints ${symbols}`)
    }
    if (bitcoinStart) {
      const bitcoin = await bitcoinStart
      services.push({ part: 'bitcoin', name: 'Bitcoin regtest node (bcoin)', url: bitcoin.url })
      log(
        `bitcoin ready: ${bitcoin.deployment.caip2}, ${bitcoin.deployment.accounts.length} funded accounts`,
      )
    }
    if (parts.has('bundler') && !bundlerStart)
      throw new Error('The ERC-4337 bundler needs the chain part')
    if (parts.has('onramp')) {
      // The on-ramp pays out on the main chain: it needs this start's deployments.
      if (!deployments) throw new Error('The sandbox on-ramp needs the chain part')
      const onramp = await startOnrampSandbox({
        host: config.host,
        port: config.ports.onramp,
        deployments,
      })
      started(onramp.stop)
      services.push({ part: 'onramp', name: 'sandbox on-ramp (checkout)', url: onramp.url })
    }
    if (parts.has('farcaster')) {
      const farcaster = await startFarcasterStack(config, parts.has('chain'))
      started(farcaster.stop)
      services.push({ part: 'farcaster', name: 'Farcaster relay and app', url: farcaster.url })
    }
    if (parts.has('oidc')) {
      // Before the frame server: its social logins send users here.
      const oidc = await startOidcProvider({
        host: config.host,
        port: config.ports.oidc,
        redirectUris: [`${config.frameOrigin}/social/callback`],
      })
      started(oidc.stop)
      services.push({ part: 'oidc', name: 'identity provider (6 social logins)', url: oidc.url })
    }
    if (parts.has('relay')) {
      // Its own process: a flood or a client that stops reading cannot stall the servers here.
      const relay = await spawnRelayProcess({
        host: config.host,
        port: config.ports.relay,
        // The mailbox in Redis: undelivered messages survive a restart of the relay.
        redisUrl,
        log,
      })
      started(relay.stop)
      services.push({ part: 'relay', name: 'WalletConnect relay', url: relay.url })
    }
    if (parts.has('mail')) {
      const mail = await startMailCatcher({
        host: config.host,
        smtpPort: config.ports.smtp,
        inboxPort: config.ports.inbox,
      })
      started(mail.stop)
      services.push({
        part: 'mail',
        name: 'mail catcher (SMTP)',
        url: `smtp://${config.host}:${config.ports.smtp}`,
      })
      services.push({
        part: 'mail',
        name: 'mail catcher (JSON inbox)',
        url: `${mail.inboxUrl}/messages`,
      })
    }
    if (cloudStart) {
      await cloudStart
      services.push({ part: 'cloud', name: 'cloud API', url: config.cloudUrl })
    }
    const built = await webBuild
    if (built.length) log(`built ${built.join(', ')}`)
    if (parts.has('frame')) {
      const frame = await spawnServiceProcess({
        name: 'the secure frame server',
        script: join(repoRoot, 'secure-frame/server/main.ts'),
        readyUrl: listeningUrl,
        log: showLine('frame'),
        env: frameProcessEnv({ ...serverEnv, deployments }),
      })
      started(frame.stop)
      services.push({ part: 'frame', name: 'secure frame (origin B)', url: config.frameOrigin })
    }
    if (parts.has('demo')) {
      const demo = await createDemoServer({
        host: config.host,
        port: config.ports.demo,
        distDir: join(repoRoot, 'modal/dist/demo'),
        config: {
          projectId: config.projectId,
          frameUrl: config.frameOrigin,
          apiUrl: config.cloudUrl,
          relayUrl: config.relayUrl,
          chains: config.chains.map((chain) => ({
            ...chain,
            usdtStyleTokens:
              deployments?.chainId === chain.id
                ? deployments.tokens
                    .filter((t) => t.transferInterface === 'usdt')
                    .map((t) => t.address)
                : undefined,
          })),
          solana: deployments?.solana && {
            caip2: deployments.solana.caip2,
            rpcUrl: deployments.solana.rpcUrl,
          },
          solana2: deployments?.solana2 && {
            caip2: deployments.solana2.caip2,
            rpcUrl: deployments.solana2.rpcUrl,
          },
          bitcoin: deployments?.bitcoin && {
            caip2: deployments.bitcoin.caip2,
            nodeUrl: deployments.bitcoin.nodeUrl,
          },
        },
      })
      started(demo.stop)
      services.push({ part: 'demo', name: 'demo dapp (origin A)', url: `${config.demoOrigin}/` })
    }
    if (parts.has('wallet')) {
      const wallet = await createDemoWalletServer({
        host: config.host,
        port: config.ports.wallet,
        distDir: demoWalletDistDir,
        config: {
          projectId: config.projectId,
          relayUrl: config.relayUrl,
          chains: config.chains,
          // The local clusters, so a session asking for them gets the wallet's Solana account.
          solana: deployments?.solana && {
            chains: [deployments.solana, deployments.solana2].flatMap((c) => (c ? [c.caip2] : [])),
          },
          bitcoin: deployments?.bitcoin && {
            caip2: deployments.bitcoin.caip2,
            nodeUrl: deployments.bitcoin.nodeUrl,
          },
        },
      })
      started(wallet.stop)
      services.push({ part: 'wallet', name: 'demo WalletConnect wallet', url: `${wallet.url}/` })
    }
    if (options.walletExtension && parts.has('chain')) {
      walletExtensionDir = await buildTestExtension({
        outDir: join(config.dataDir, 'test-wallet-extension'),
        chains: config.chains,
        testMode: false,
        bitcoinNodeUrl: parts.has('bitcoin') ? config.bitcoinUrl : undefined,
        // Its Wallet Standard Solana wallet, on both local clusters.
        solanaClusters: [deployments?.solana, deployments?.solana2].flatMap((c) =>
          c ? [{ chain: c.caip2, rpcUrl: c.rpcUrl }] : [],
        ),
      })
    }
    if (bundlerStart) {
      const bundler = await bundlerStart
      services.push({ part: 'bundler', name: 'ERC-4337 bundler (Alto)', url: bundler.bundlerUrl })
      services.push({
        part: 'bundler',
        name: 'paymaster sponsor (ERC-7677)',
        url: bundler.paymasterUrl,
      })
    }
  } catch (error) {
    await stop()
    throw signal?.aborted ? signal.reason : error
  }
  if (signal?.aborted) {
    await stop()
    throw signal.reason
  }
  return { config, services, deployments, deploymentsFile, walletExtensionDir, stop }
}
