import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSessionSigningKey } from './loadSessionSigningKey.ts'

const pemOf = (key: ReturnType<typeof loadSessionSigningKey>['publicKey']) =>
  key.export({ format: 'pem', type: 'spki' }).toString()

describe('loadSessionSigningKey', () => {
  it('derives one key from one shared master key, so instances verify each other', () => {
    const master = randomBytes(32)
    const a = loadSessionSigningKey(undefined, { sharedMasterKey: master })
    const b = loadSessionSigningKey(undefined, { sharedMasterKey: Buffer.from(master) })
    expect(a.privateKey.asymmetricKeyType).toBe('ed25519')
    expect(pemOf(a.publicKey)).toBe(pemOf(b.publicKey))
    const other = loadSessionSigningKey(undefined, { sharedMasterKey: randomBytes(32) })
    expect(pemOf(other.publicKey)).not.toBe(pemOf(a.publicKey))
  })

  it('prefers PORTICO_FRAME_SESSION_KEY_FILE, and refuses a file with another kind of key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-session-key-'))
    try {
      const { privateKey } = generateKeyPairSync('ed25519')
      const file = join(dir, 'session.pem')
      writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }))
      const loaded = loadSessionSigningKey(undefined, { file, sharedMasterKey: randomBytes(32) })
      expect(loaded.privateKey.equals(privateKey)).toBe(true)
      const rsa = join(dir, 'rsa.pem')
      const { privateKey: rsaKey } = generateKeyPairSync('rsa', { modulusLength: 1024 })
      writeFileSync(rsa, rsaKey.export({ format: 'pem', type: 'pkcs8' }))
      expect(() => loadSessionSigningKey(undefined, { file: rsa })).toThrow(
        'PORTICO_FRAME_SESSION_KEY_FILE does not hold an Ed25519 key',
      )
      expect(() => loadSessionSigningKey(undefined, { file: join(dir, 'none.pem') })).toThrow(
        'PORTICO_FRAME_SESSION_KEY_FILE: cannot read',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
