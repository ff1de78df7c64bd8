/**
 * What the stack hands each server process is what that server's main reads: the environment
 * passes the server's own checks and carries the stack's ports, project, wallets and Redis.
 */
import { readCloudEnv } from '@portico/cloud'
import { readFrameEnv } from '@portico/secure-frame/server'
import { describe, expect, it } from 'vitest'
import { readStackConfig } from '../config.ts'
import type { Deployments } from '../deployments.ts'
import { cloudProcessEnv, DEMO_WALLET_ID, frameProcessEnv } from './stackServerEnvs.ts'

const config = readStackConfig({ PORTICO_DATA_DIR: '/tmp/portico-env-test' })
const options = {
  config,
  ephemeral: false,
  redisUrl: 'redis://127.0.0.1:6380',
  deploymentsFile: '/tmp/portico-env-test/devnet/deployments.json',
  withDemoWallet: true,
}

describe('the stack servers’ environments', () => {
  it("the cloud's reads back as the stack's settings", () => {
    const env = readCloudEnv(cloudProcessEnv(options))
    expect(env).toMatchObject({
      PORTICO_CLOUD_PORT: config.ports.cloud,
      PORTICO_PROJECT_ID: config.projectId,
      PORTICO_ALLOWED_ORIGINS: config.allowedOrigins,
      PORTICO_REDIS_URL: 'redis://127.0.0.1:6380',
      PORTICO_CLOUD_DATA_DIR: '/tmp/portico-env-test/cloud-pglite',
      PORTICO_DEPLOYMENTS_FILE: options.deploymentsFile,
    })
    expect(env.PORTICO_CLOUD_LOCAL_WALLETS?.map((w) => w.id)).toEqual([DEMO_WALLET_ID])
    expect(env.PORTICO_CLOUD_CHAINS?.map((c) => c.id)).toEqual(config.chains.map((c) => c.id))
    // The cloud serves its shipped wallets unless the stack names a registry (the e2e suite).
    expect(env.PORTICO_CLOUD_CATALOGUE_FILE).toBeUndefined()
    const e2e = readStackConfig({
      PORTICO_DATA_DIR: '/tmp/portico-env-test',
      PORTICO_CLOUD_CATALOGUE_FILE: '/tmp/portico-env-test-wallets.json',
    })
    expect(
      readCloudEnv(cloudProcessEnv({ ...options, config: e2e })).PORTICO_CLOUD_CATALOGUE_FILE,
    ).toBe('/tmp/portico-env-test-wallets.json')
  })

  it("the frame's reads back as the stack's settings; ephemeral stacks keep nothing", () => {
    expect(readFrameEnv(frameProcessEnv(options))).toMatchObject({
      port: config.ports.frame,
      cloudUrl: config.cloudUrl,
      dataDir: '/tmp/portico-env-test/frame',
      publicOrigin: config.frameOrigin,
    })
    expect(readFrameEnv(frameProcessEnv({ ...options, ephemeral: true })).dataDir).toBeUndefined()
    expect(
      readCloudEnv(cloudProcessEnv({ ...options, ephemeral: true })).PORTICO_CLOUD_DATA_DIR,
    ).toBe('memory')
  })

  it("gives the frame this start's bundler and factory for the deployments' chain only", () => {
    const deployments = {
      chainId: 31337,
      contracts: {
        entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        smartAccountFactory: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
        sessionAccountImplementation: '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352',
      },
      accountAbstraction: { bundlerUrl: config.bundlerUrl, paymasterUrl: config.paymasterUrl },
    } as unknown as Deployments
    const { chains } = readFrameEnv(frameProcessEnv({ ...options, deployments }))
    expect(chains?.find((c) => c.id === 31337)?.smartAccount).toEqual({
      bundlerUrl: config.bundlerUrl,
      paymasterUrl: config.paymasterUrl,
      factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
      entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      sessionAccountImplementation: '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352',
    })
    expect(chains?.find((c) => c.id === 31338)?.smartAccount).toBeUndefined()
    // No bundler started (no deployments' entry): no smart account anywhere.
    const without = readFrameEnv(frameProcessEnv(options)).chains
    expect(without?.every((c) => c.smartAccount === undefined)).toBe(true)
  })

  it("never passes the shell's own PORTICO_* or DATABASE_URL through", () => {
    process.env.PORTICO_CLOUD_INDEXER = 'off'
    try {
      expect(cloudProcessEnv(options).PORTICO_CLOUD_INDEXER).toBeUndefined()
      expect(cloudProcessEnv({ ...options, ephemeral: true }).DATABASE_URL).toBeUndefined()
    } finally {
      delete process.env.PORTICO_CLOUD_INDEXER
    }
  })

  it('runs the servers in development even when a Vite build set NODE_ENV=production', () => {
    const before = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      expect(frameProcessEnv(options).NODE_ENV).toBe('development')
      expect(cloudProcessEnv(options).NODE_ENV).toBe('development')
    } finally {
      process.env.NODE_ENV = before
    }
  })
})
