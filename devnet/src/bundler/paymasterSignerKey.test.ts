import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { paymasterSignerKey } from './paymasterSignerKey.ts'

describe('paymasterSignerKey', () => {
  it('keeps one key per data dir, readable by its owner only', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-sponsor-'))
    const key = paymasterSignerKey(dataDir)
    expect(paymasterSignerKey(dataDir)).toBe(key)
    const file = join(dataDir, 'bundler', 'paymaster-signer.key')
    expect(readFileSync(file, 'utf8').trim()).toBe(key)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(join(dataDir, 'bundler')).mode & 0o777).toBe(0o700)
  })

  it('replaces a key file that holds no key, and makes a new key each time without a data dir', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-sponsor-'))
    const first = paymasterSignerKey(dataDir)
    writeFileSync(join(dataDir, 'bundler', 'paymaster-signer.key'), 'not a key')
    const second = paymasterSignerKey(dataDir)
    expect(second).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second).not.toBe(first)
    expect(paymasterSignerKey(undefined)).not.toBe(paymasterSignerKey(undefined))
  })
})
