/**
 * Test helper: the real parts a frame server test talks to, on free 127.0.0.1 ports: a cloud
 * API with a seeded project, the devnet mail catcher, optionally anvil, and the frame server
 * (in-memory PGlite unless a data dir is given) on a test clock.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCloudServer, type RunningCloudServer } from '@portico/cloud'
// devnet exports neither helper from its package entry; the tests use its sources directly.
import {
  findFreePort,
  type RunningAnvil,
  type RunningMailCatcher,
  type RunningSolanaCluster,
  startAnvil,
  startMailCatcher,
  startSolanaCluster,
} from '@portico/devnet'
import type { FrameSmartAccountConfig } from '../config/resolveFrameServerConfig.ts'
import {
  createFrameServer,
  type FrameServerOptions,
  type RunningFrameServer,
} from '../createFrameServer.ts'
import { createTestClock, type TestClock } from './createTestClock.ts'

export const TEST_PROJECT_ID = 'frame-test'
export const TEST_HOST_ORIGIN = 'http://localhost:5173'
export const OTHER_CHAIN_ID = 31338

export interface FrameTestEnv {
  cloud: RunningCloudServer
  mail: RunningMailCatcher
  anvil: RunningAnvil | null
  /** The litesvm cluster the frame sends Solana transactions to (option `solana`). */
  solana: RunningSolanaCluster | null
  frame: RunningFrameServer
  clock: TestClock
  smtpPort: number
  /** The frame app's build dir the server serves (index.html, assets/). */
  distDir: string
  /** Stops the frame server and starts a new one on the same data dir and ports' peers. */
  restartFrame(): Promise<RunningFrameServer>
  stop(): Promise<void>
}

export interface FrameTestEnvOptions {
  anvil?: boolean
  solana?: boolean
  dataDir?: string
  deviceWaitTimeoutMs?: number
  rateLimits?: FrameServerOptions['rateLimits']
  trustProxy?: FrameServerOptions['trustProxy']
  farcaster?: FrameServerOptions['farcaster']
  farcasterWaitMs?: number
  /** The frame server's port (default: a free one). */
  port?: number
  social?: FrameServerOptions['social']
  socialClaimWaitMs?: number
  /** Chain 31337's ERC-4337 path (its smart account and sessions); none by default. */
  smartAccount?: FrameSmartAccountConfig
}

export function makeDistDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'frame-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
  return dist
}

export async function startFrameTestEnv(options: FrameTestEnvOptions = {}): Promise<FrameTestEnv> {
  const clock = createTestClock()
  const anvilPort = await findFreePort()
  const anvilStart = options.anvil
    ? startAnvil({ host: '127.0.0.1', port: anvilPort, chainId: 31337 })
    : Promise.resolve(null)
  const [cloud, mail, anvil, solana] = await Promise.all([
    createCloudServer({
      host: '127.0.0.1',
      port: 0,
      // These tests need no history; the indexer would poll the default chain ports.
      indexer: false,
      seedProjects: [
        { projectId: TEST_PROJECT_ID, name: 'Frame test', allowedOrigins: [TEST_HOST_ORIGIN] },
      ],
    }),
    // Port 0: a port picked first and listened on later could be taken by a parallel test.
    startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 }),
    anvilStart,
    options.solana ? startSolanaCluster({ port: 0, slotMs: 100 }) : Promise.resolve(null),
  ])
  const distDir = makeDistDir()
  const start = () =>
    createFrameServer({
      host: '127.0.0.1',
      port: options.port ?? 0,
      cloudUrl: cloud.url,
      distDir,
      dataDir: options.dataDir,
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
      chains: [
        {
          id: 31337,
          rpcUrl: anvil?.rpcUrl ?? 'http://127.0.0.1:9',
          ...(options.smartAccount ? { smartAccount: options.smartAccount } : {}),
        },
        { id: OTHER_CHAIN_ID, rpcUrl: 'http://127.0.0.1:9' },
      ],
      solanaClusters: solana
        ? [{ chain: solana.deployment.caip2, rpcUrl: solana.url }]
        : [{ chain: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn', rpcUrl: 'http://127.0.0.1:9' }],
      env: {},
      clock: clock.now,
      deviceWaitTimeoutMs: options.deviceWaitTimeoutMs,
      rateLimits: options.rateLimits,
      trustProxy: options.trustProxy,
      // Sign In With Farcaster reads the ID registry from the test chain, when there is one.
      farcaster: { ...(anvil ? { rpcUrl: anvil.rpcUrl } : {}), ...options.farcaster },
      farcasterWaitMs: options.farcasterWaitMs,
      social: options.social,
      socialClaimWaitMs: options.socialClaimWaitMs,
    })
  const env: FrameTestEnv = {
    cloud,
    mail,
    anvil,
    solana,
    clock,
    smtpPort: mail.smtpPort,
    distDir,
    frame: await start(),
    async restartFrame() {
      await env.frame.stop()
      env.frame = await start()
      return env.frame
    },
    async stop() {
      await env.frame.stop()
      await Promise.all([cloud.stop(), mail.stop(), anvil?.stop(), solana?.stop()])
      rmSync(distDir, { recursive: true, force: true })
    },
  }
  return env
}
