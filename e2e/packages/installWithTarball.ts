/**
 * Installs an app's dependencies with @portico/modal taken from a packed tarball, as a dapp
 * developer's `npm install ./portico-modal-0.1.0.tgz` would. npm install runs only when the
 * manifest or the tarball changed since the last install (a stamp in node_modules), and a
 * tarball with the same name but new contents replaces the installed copy.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run.ts'

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** `manifest` is the app's package.json; its @portico/modal dependency becomes the tarball. */
export function installWithTarball(
  dir: string,
  manifest: { dependencies: Record<string, string> },
  tarball: string,
): void {
  manifest.dependencies['@portico/modal'] = `file:${tarball}`
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  writeFileSync(join(dir, 'package.json'), text)
  const stamp = join(dir, 'node_modules', '.portico-install-stamp')
  const wanted = sha256(text + sha256(readFileSync(tarball)))
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  // Same file name, new contents: npm would keep the old copy.
  rmSync(join(dir, 'node_modules', '@portico'), { recursive: true, force: true })
  rmSync(join(dir, 'node_modules', '.package-lock.json'), { force: true })
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: dir,
  })
  writeFileSync(stamp, wanted)
}

/** A tool from the app's own node_modules (its TypeScript and Vite, not this repo's). */
export const appBin = (dir: string, name: string) => join(dir, 'node_modules', '.bin', name)
