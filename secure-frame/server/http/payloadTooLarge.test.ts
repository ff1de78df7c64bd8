/**
 * A body over the frame API's limit is answered with its error table's 413 PAYLOAD_TOO_LARGE, which
 * the client actually reads rather than a connection reset while it is still sending (issue 16,
 * finding 5): with a content-length and chunked, from a client in another process.
 */
import { rmSync } from 'node:fs'
import { postLargeBody } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameServer, type RunningFrameServer } from '../createFrameServer.ts'
import { makeDistDir } from '../testing/startFrameTestEnv.ts'

const TEN_MB = 10 * 1024 * 1024
// Before the fix about half the attempts ended in EPIPE: several make a pass mean something.
const ATTEMPTS = 6

describe('frame API: an oversized body', () => {
  let frame: RunningFrameServer
  const distDir = makeDistDir()
  beforeAll(async () => {
    // The body is refused before any route needs the cloud: no cloud runs here.
    frame = await createFrameServer({
      host: '127.0.0.1',
      port: 0,
      cloudUrl: 'http://127.0.0.1:9',
      distDir,
      env: {},
    })
  }, 60_000)
  afterAll(async () => {
    await frame?.stop()
    rmSync(distDir, { recursive: true, force: true })
  })

  for (const encoding of ['length', 'chunked'] as const)
    it(`answers 10 MB sent with ${encoding === 'length' ? 'a content-length' : 'chunked encoding'} with 413 PAYLOAD_TOO_LARGE`, async () => {
      const seen = await postLargeBody({
        url: `${frame.url}/api/email/connect`,
        bytes: TEN_MB,
        encoding,
        attempts: ATTEMPTS,
      })
      expect(seen).toEqual(Array(ATTEMPTS).fill('413 PAYLOAD_TOO_LARGE'))
    }, 60_000)
})
