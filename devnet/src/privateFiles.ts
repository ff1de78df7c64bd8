/**
 * Directories and files only their owner may read: the stack's data that holds secrets or user
 * data (the relay's Redis data, the test extension's config with its mnemonic) is written 0600
 * in a 0700 directory, tightened if it already existed with wider modes.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'

export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
  chmodSync(path, 0o700)
}

export function writePrivateFile(path: string, content: string): void {
  writeFileSync(path, content, { mode: 0o600 })
  // A file that existed keeps its mode through writeFileSync: set it.
  chmodSync(path, 0o600)
}
