import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadMasterKey, MASTER_KEY_ENV, MASTER_KEY_FILE } from './loadMasterKey.ts'

describe('loadMasterKey', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-key-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('creates the key file once with mode 0600 and reads the same key afterwards', () => {
    const dir = join(tempDir(), 'nested')
    const first = loadMasterKey({}, dir)
    const file = join(dir, MASTER_KEY_FILE)
    expect(first).toHaveLength(32)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    const content = readFileSync(file, 'utf8')
    expect(loadMasterKey({}, dir).equals(first)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(content)
  })

  it('prefers PORTICO_FRAME_MASTER_KEY and writes no file then', () => {
    const dir = tempDir()
    const key = randomBytes(32)
    expect(loadMasterKey({ [MASTER_KEY_ENV]: key.toString('base64') }, dir).equals(key)).toBe(true)
    expect(() => statSync(join(dir, MASTER_KEY_FILE))).toThrow()
  })

  it('names the variable when its value is not 32 bytes of base64', () => {
    expect(() => loadMasterKey({ [MASTER_KEY_ENV]: 'c2hvcnQ=' }, undefined)).toThrow(MASTER_KEY_ENV)
    expect(() => loadMasterKey({ [MASTER_KEY_ENV]: '%'.repeat(44) }, undefined)).toThrow(
      MASTER_KEY_ENV,
    )
  })

  it('keeps a fresh key in memory when there is neither variable nor data dir', () => {
    const a = loadMasterKey({}, undefined)
    const b = loadMasterKey({}, undefined)
    expect(a).toHaveLength(32)
    expect(a.equals(b)).toBe(false)
  })
})

describe('loadMasterKey for instances sharing a database', () => {
  it('reads the key from PORTICO_FRAME_MASTER_KEY_FILE, the same in every instance', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-key-file-'))
    try {
      const key = randomBytes(32)
      const file = join(dir, 'master.key')
      writeFileSync(file, `${key.toString('base64')}\n`)
      expect(loadMasterKey({}, undefined, { file, shared: true }).equals(key)).toBe(true)
      expect(loadMasterKey({}, join(dir, 'a'), { file }).equals(key)).toBe(true)
      expect(() => statSync(join(dir, 'a', MASTER_KEY_FILE))).toThrow()
      expect(() => loadMasterKey({}, undefined, { file: join(dir, 'missing') })).toThrow(
        'PORTICO_FRAME_MASTER_KEY_FILE: cannot read',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses to start on a shared database with a key of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-key-shared-'))
    try {
      for (const dataDir of [undefined, dir])
        expect(() => loadMasterKey({}, dataDir, { shared: true })).toThrow(
          'A shared database needs the master key every instance uses: set PORTICO_FRAME_MASTER_KEY or PORTICO_FRAME_MASTER_KEY_FILE',
        )
      expect(() => statSync(join(dir, MASTER_KEY_FILE))).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
