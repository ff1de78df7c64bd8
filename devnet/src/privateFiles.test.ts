import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { makePrivateDir, writePrivateFile } from './privateFiles.ts'

const root = mkdtempSync(join(tmpdir(), 'portico-private-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const modeOf = (path: string) => statSync(path).mode & 0o777

it('creates 0700 dirs and 0600 files, and tightens ones that existed with wider modes', () => {
  makePrivateDir(join(root, 'new', 'dir'))
  expect(modeOf(join(root, 'new', 'dir'))).toBe(0o700)
  writePrivateFile(join(root, 'new', 'dir', 'secret.json'), '{}')
  expect(modeOf(join(root, 'new', 'dir', 'secret.json'))).toBe(0o600)

  mkdirSync(join(root, 'old'), { mode: 0o755 })
  writeFileSync(join(root, 'old', 'config.json'), 'old')
  chmodSync(join(root, 'old', 'config.json'), 0o644)
  makePrivateDir(join(root, 'old'))
  writePrivateFile(join(root, 'old', 'config.json'), 'new')
  expect(modeOf(join(root, 'old'))).toBe(0o700)
  expect(modeOf(join(root, 'old', 'config.json'))).toBe(0o600)
})
