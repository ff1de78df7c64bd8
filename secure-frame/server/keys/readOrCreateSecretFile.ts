/**
 * Reads a secret kept in the data dir, creating it on first start: the file is written once,
 * exclusively, with mode 0600 (its folder 0700), and reused on every later start.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/makePrivateDir.ts'

export function readOrCreateSecretFile(path: string, create: () => string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE })
  const content = create()
  try {
    writeFileSync(path, content, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
    return content
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8')
    throw error
  }
}
