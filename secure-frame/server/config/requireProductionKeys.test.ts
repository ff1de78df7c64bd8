import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFrameServer } from '../createFrameServer.ts'
import { makeDistDir } from '../testing/startFrameTestEnv.ts'
import {
  isProductionMode,
  productionKeyErrors,
  requireProductionKeys,
} from './requireProductionKeys.ts'
import { FrameServerConfigError } from './resolveFrameServerConfig.ts'

const root = mkdtempSync(join(tmpdir(), 'frame-production-'))
const distDir = makeDistDir()
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(distDir, { recursive: true, force: true })
})

const masterKey = randomBytes(32).toString('base64')
let dirs = 0
/** A fresh data dir, and a secrets dir beside it holding a master key file. */
function layout() {
  const base = join(root, String(dirs++))
  const dataDir = join(base, 'data')
  const secrets = join(base, 'secrets')
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(secrets)
  const outside = join(secrets, 'master.key')
  const inside = join(dataDir, 'mounted-master.key')
  for (const file of [outside, inside]) writeFileSync(file, `${masterKey}\n`, { mode: 0o600 })
  return { dataDir, outside, inside }
}

const start = (dataDir: string | undefined, env: Record<string, string>) =>
  createFrameServer({
    host: '127.0.0.1',
    port: 0,
    cloudUrl: 'http://127.0.0.1:9',
    distDir,
    dataDir,
    env,
  })

describe('isProductionMode', () => {
  it('is on for NODE_ENV or PORTICO_ENV set to production, off otherwise', () => {
    expect(isProductionMode({ NODE_ENV: 'production' })).toBe(true)
    expect(isProductionMode({ PORTICO_ENV: 'production' })).toBe(true)
    expect(isProductionMode({ NODE_ENV: 'test' })).toBe(false)
    expect(isProductionMode({})).toBe(false)
  })
})

describe('requireProductionKeys', () => {
  it('leaves development alone: no variable, keys made in the data dir', () => {
    expect(() => requireProductionKeys({ env: {}, dataDir: '/srv/frame' })).not.toThrow()
  })

  it('names the variables and never a value', () => {
    const { dataDir, inside } = layout()
    const refused = (sources: Parameters<typeof requireProductionKeys>[0]) => {
      try {
        requireProductionKeys(sources)
      } catch (error) {
        expect(error).toBeInstanceOf(FrameServerConfigError)
        return error as FrameServerConfigError
      }
      throw new Error('not refused')
    }
    const none = refused({ env: { NODE_ENV: 'production' }, dataDir })
    expect(none.code).toBe('FRAME_MASTER_KEY_REQUIRED')
    expect(none.message).toContain('PORTICO_FRAME_MASTER_KEY')
    expect(none.message).toContain('PORTICO_FRAME_MASTER_KEY_FILE')
    const session = refused({
      env: { PORTICO_ENV: 'production', PORTICO_FRAME_MASTER_KEY: masterKey },
      dataDir,
      sessionKeyFile: join(dataDir, 'session.pem'),
    })
    expect(session.code).toBe('FRAME_SESSION_KEY_IN_DATA_DIR')
    expect(session.message).toContain('PORTICO_FRAME_SESSION_KEY_FILE')
    for (const error of [none, session]) {
      expect(error.message).not.toContain(masterKey)
      expect(error.message).not.toContain(dataDir)
    }
    expect(
      refused({ env: { NODE_ENV: 'production' }, dataDir, masterKeyFile: inside }).message,
    ).toBe(productionKeyErrors.FRAME_MASTER_KEY_IN_DATA_DIR)
  })
})

describe('the frame server in production mode', () => {
  it('refuses to start without an external master key, and writes no key', async () => {
    const { dataDir } = layout()
    await expect(start(dataDir, { NODE_ENV: 'production' })).rejects.toThrow(
      productionKeyErrors.FRAME_MASTER_KEY_REQUIRED,
    )
    expect(readdirSync(dataDir)).toEqual(['mounted-master.key'])
  })

  it('refuses a master key file inside the data dir, also named by a path through ..', async () => {
    const { dataDir, inside } = layout()
    await expect(
      start(dataDir, { PORTICO_ENV: 'production', PORTICO_FRAME_MASTER_KEY_FILE: inside }),
    ).rejects.toThrow(productionKeyErrors.FRAME_MASTER_KEY_IN_DATA_DIR)
    await expect(
      start(dataDir, {
        PORTICO_ENV: 'production',
        PORTICO_FRAME_MASTER_KEY_FILE: join(dataDir, '..', 'data', 'mounted-master.key'),
      }),
    ).rejects.toThrow(productionKeyErrors.FRAME_MASTER_KEY_IN_DATA_DIR)
  })

  it('starts with a master key file outside the data dir and makes no key of its own', async () => {
    const { dataDir, outside } = layout()
    const frame = await start(dataDir, {
      NODE_ENV: 'production',
      PORTICO_FRAME_MASTER_KEY_FILE: outside,
    })
    try {
      expect((await fetch(`${frame.url}/health`)).status).toBe(200)
      const files = readdirSync(dataDir)
      expect(files).not.toContain('master.key')
      expect(files).not.toContain('session-signing-key.pem')
    } finally {
      await frame.stop()
    }
  }, 60_000)

  it('starts in memory with PORTICO_FRAME_MASTER_KEY', async () => {
    const frame = await start(undefined, {
      PORTICO_ENV: 'production',
      PORTICO_FRAME_MASTER_KEY: masterKey,
    })
    await frame.stop()
  }, 60_000)
})
