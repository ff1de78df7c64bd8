/**
 * The stack's servers as processes of their own: the secure frame's server runs from its
 * environment alone, answers, and a SIGTERM stops it; a server that cannot start is reported
 * with its own words, and a SIGKILL of one leaves another serving.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../config.ts'
import { listeningUrl } from './serverLogLines.ts'
import { spawnServiceProcess } from './spawnServiceProcess.ts'

const frameMain = join(repoRoot, 'secure-frame/server/main.ts')
/** A stand-in for the frame app's build: the server only needs its page to start. */
const frameDist = mkdtempSync(join(tmpdir(), 'portico-frame-dist-'))
writeFileSync(
  join(frameDist, 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
)
const frameEnv = (env: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  PORTICO_FRAME_PORT: '0',
  PORTICO_FRAME_DATA_DIR: 'memory',
  PORTICO_FRAME_DIST: frameDist,
  ...env,
})
/**
 * A frame server compiles its sources with tsx as it starts: a few seconds alone, but on a
 * machine busy with other test files it has taken over 30 s, the default start timeout, so
 * the tests give it longer (what they check is what the servers do once up, not how fast).
 */
const START_TIMEOUT_MS = 120_000
const oneStart = { timeout: START_TIMEOUT_MS + 30_000 }
const twoStarts = { timeout: 2 * START_TIMEOUT_MS + 30_000 }
const startFrame = (env?: Record<string, string>) =>
  spawnServiceProcess({
    name: 'the secure frame server',
    script: frameMain,
    readyUrl: listeningUrl,
    env: frameEnv(env),
    startTimeoutMs: START_TIMEOUT_MS,
  })

describe('spawnServiceProcess', () => {
  it('runs the frame server from its environment; SIGTERM stops it', oneStart, async () => {
    const frame = await startFrame()
    try {
      expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await (await fetch(`${frame.url}/health`)).json()).toEqual({ status: 'ok' })
    } finally {
      await frame.stop()
    }
    expect(frame.process.exitCode).toBe(0)
    await expect(fetch(`${frame.url}/health`)).rejects.toThrow()
  })

  it(
    "reports a server that exits before it listens, with the server's message",
    oneStart,
    async () => {
      await expect(startFrame({ PORTICO_FRAME_CHAINS: 'not json' })).rejects.toThrow(
        /the secure frame server exited \(1\):[\s\S]*PORTICO_FRAME_CHAINS: must be JSON/,
      )
    },
  )

  it('a SIGKILL of one server leaves another serving', twoStarts, async () => {
    // One after the other: two compiling at once on a busy machine is what made this time out.
    const a = await startFrame()
    const b = await startFrame().catch(async (error: unknown) => {
      await a.stop()
      throw error
    })
    try {
      a.process.kill('SIGKILL')
      await new Promise((resolve) => a.process.once('exit', resolve))
      await expect(fetch(`${a.url}/health`)).rejects.toThrow()
      expect((await fetch(`${b.url}/health`)).status).toBe(200)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
