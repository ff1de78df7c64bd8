/**
 * Reads a secret kept in the data dir, creating it on first start: the file is written once,
 * exclusively, with mode 0600 (its folder 0700), and reused on every later start.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export function readOrCreateSecretFile(path: string, create: () => string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const content = create()
  try {
    writeFileSync(path, content, { mode: 0o600, flag: 'wx' })
    return content
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8')
    throw error
  }
}
