import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findPeerHarness,
  listHarnessFiles,
  PeerHarnessMissingError,
  syncPeerHarness,
  unmeasured,
} from './peerHarness.ts'

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

/** A harness as the shared folder holds it: read-only files, two peers, no installs. */
function readOnlyHarness() {
  const base = mkdtempSync(join(tmpdir(), 'harness-'))
  const source = join(base, 'source')
  const files: Record<string, string> = {
    'run.sh': '#!/bin/sh\n',
    'run.mjs': '// run\n',
    'package-lock.json': '{"v":1}',
    'lib/measure.mjs': '// measure\n',
    'appkit/package-lock.json': '{"appkit":1}',
    'appkit/src/main.tsx': 'appkit()\n',
    'rainbowkit/src/main.tsx': 'rainbowkit()\n',
    'results/latest.md': '| old |',
    'appkit/modal.png': 'png',
    'appkit/node_modules/x/index.js': 'x',
  }
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(source, rel)), { recursive: true })
    writeFileSync(join(source, rel), text)
  }
  chmodSync(join(source, 'run.sh'), 0o555)
  chmodSync(join(source, 'run.mjs'), 0o444)
  return { source, dest: join(base, 'copy') }
}

/** What running the harness leaves in its copy: installs, builds and results. */
function runIn(dest: string) {
  for (const rel of [
    'node_modules/vite/package.json',
    'appkit/node_modules/wagmi/package.json',
    'appkit/dist/index.html',
    'rainbowkit/dist/index.html',
    'results/latest.json',
  ]) {
    mkdirSync(dirname(join(dest, rel)), { recursive: true })
    writeFileSync(join(dest, rel), '{}')
  }
}

describe('syncPeerHarness', () => {
  it('copies the harness without installs, results or screenshots, into a writable folder', () => {
    const { source, dest } = readOnlyHarness()
    const sync = syncPeerHarness(source, dest)
    expect(sync.written).toEqual(listHarnessFiles(source))
    expect(readFileSync(join(dest, 'appkit/src/main.tsx'), 'utf8')).toBe('appkit()\n')
    expect(existsSync(join(dest, 'results'))).toBe(false)
    expect(existsSync(join(dest, 'appkit/modal.png'))).toBe(false)
    expect(existsSync(join(dest, 'appkit/node_modules'))).toBe(false)
    // run.sh stays executable; every copied file can be replaced by the next refresh.
    expect(statSync(join(dest, 'run.sh')).mode & 0o777).toBe(0o755)
    writeFileSync(join(dest, 'run.mjs'), '// writable\n')
  })

  it('leaves a warm copy warm when nothing changed', () => {
    const { source, dest } = readOnlyHarness()
    syncPeerHarness(source, dest)
    runIn(dest)
    expect(syncPeerHarness(source, dest)).toEqual({ written: [], deleted: [], dropped: [] })
    expect(existsSync(join(dest, 'appkit/node_modules/wagmi/package.json'))).toBe(true)
    expect(existsSync(join(dest, 'appkit/dist/index.html'))).toBe(true)
    expect(existsSync(join(dest, 'results/latest.json'))).toBe(true)
  })

  it('a changed lock drops that install and build; a changed page drops only its build', () => {
    const { source, dest } = readOnlyHarness()
    syncPeerHarness(source, dest)
    runIn(dest)
    writeFileSync(join(source, 'appkit/package-lock.json'), '{"appkit":2}')
    writeFileSync(join(source, 'rainbowkit/src/main.tsx'), 'rainbowkit(2)\n')
    const sync = syncPeerHarness(source, dest)
    expect(sync.written).toEqual(['appkit/package-lock.json', 'rainbowkit/src/main.tsx'])
    expect(sync.dropped).toEqual(['appkit/dist', 'appkit/node_modules', 'rainbowkit/dist'])
    expect(readFileSync(join(dest, 'appkit/package-lock.json'), 'utf8')).toBe('{"appkit":2}')
    // The harness's own install and the results are kept.
    expect(existsSync(join(dest, 'node_modules/vite/package.json'))).toBe(true)
    expect(existsSync(join(dest, 'results/latest.json'))).toBe(true)
  })

  it("a changed harness lock drops the harness's install; a file gone from the source goes", () => {
    const { source, dest } = readOnlyHarness()
    syncPeerHarness(source, dest)
    runIn(dest)
    writeFileSync(join(source, 'package-lock.json'), '{"v":2}')
    rmSync(join(source, 'lib/measure.mjs'))
    const sync = syncPeerHarness(source, dest)
    expect(sync.deleted).toEqual(['lib/measure.mjs'])
    expect(sync.dropped).toEqual(['node_modules'])
    expect(existsSync(join(dest, 'lib/measure.mjs'))).toBe(false)
    expect(existsSync(join(dest, 'appkit/dist/index.html'))).toBe(true)
  })
})

describe('unmeasured', () => {
  const subject = { name: 'Portico', runs: 7, modalTimeouts: 0, runErrors: [], dist: {} }

  it('is empty when every run opened the modal', () => {
    expect(unmeasured({ subjects: [{ name: 'appkit', runs: 7 }, subject] }, 'Portico')).toEqual([])
  })

  it('says why a target has no figures: no run, a page that never loaded, a list never shown', () => {
    const goto = 'page.goto: Timeout 60000ms exceeded.\nCall log:\n  - navigating'
    expect(
      unmeasured(
        { subjects: [{ ...subject, runs: null, modalTimeouts: 2, runErrors: [goto, goto] }] },
        'Portico',
      ),
    ).toEqual([
      'Portico: no measured run',
      'Portico: the wallet list never showed in 2 run(s)',
      'Portico: page.goto: Timeout 60000ms exceeded.',
    ])
    expect(unmeasured({ subjects: [] }, 'Portico')).toEqual(['Portico is not in the results'])
  })
})
