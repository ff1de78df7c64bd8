import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findPeerHarness, PeerHarnessMissingError } from './peerHarness.ts'

describe('findPeerHarness', () => {
  it('finds ../shared/bench-peers beside the repo root', () => {
    const base = mkdtempSync(join(tmpdir(), 'peers-'))
    const harness = join(base, 'shared/bench-peers')
    mkdirSync(harness, { recursive: true })
    writeFileSync(join(harness, 'run.sh'), '')
    writeFileSync(join(harness, 'run.mjs'), '')
    mkdirSync(join(base, 'repo'))
    expect(findPeerHarness(join(base, 'repo'), {})).toBe(harness)
  })

  it('without the harness, says where it was looked for and how to point at it', () => {
    const repo = mkdtempSync(join(tmpdir(), 'no-peers-'))
    const find = () => findPeerHarness(repo, {})
    expect(find).toThrow(PeerHarnessMissingError)
    expect(find).toThrow(/not at .*shared\/bench-peers.*PORTICO_BENCH_PEERS/s)
  })

  it('PORTICO_BENCH_PEERS names another folder', () => {
    const repo = mkdtempSync(join(tmpdir(), 'env-peers-'))
    expect(() => findPeerHarness(repo, { PORTICO_BENCH_PEERS: join(repo, 'nowhere') })).toThrow(
      /not at .*nowhere/,
    )
  })
})
