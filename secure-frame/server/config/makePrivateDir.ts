/**
 * Makes a directory only its owner can enter (0700), creating it and its parents as needed and
 * tightening it if it already exists: the frame's data dir holds the master key, the session
 * signing key and the user database, so no other account on the machine may list or read it.
 */
import { chmodSync, mkdirSync } from 'node:fs'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(path, PRIVATE_DIR_MODE)
}
