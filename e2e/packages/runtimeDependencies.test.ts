/**
 * A new runtime dependency cannot ship unreviewed: each shipped package's `dependencies` must be
 * exactly the reviewed table (runtimeDependencies.ts), the browser apps must import exactly the
 * dependencies marked as shipped to the browser, and those are at their reviewed locked version.
 * Prints what ships to the browser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { browserSources, runtimeDependencies, type ShippedPackage } from './runtimeDependencies.ts'

const packageJson = z.object({
  version: z.string(),
  dependencies: z.record(z.string(), z.string()).default({}),
})
const lockfile = z.object({
  packages: z.record(z.string(), z.object({ version: z.string().optional() })),
})

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'))
const packages = Object.keys(runtimeDependencies) as ShippedPackage[]
const dependenciesOf = (pkg: ShippedPackage) =>
  Object.keys(packageJson.parse(readJson(`${pkg}/package.json`)).dependencies).sort()

/** The version npm installed for `name` as `pkg` resolves it (a workspace: its own version). */
function lockedVersion(pkg: ShippedPackage, name: string): string | undefined {
  if (name.startsWith('@portico/'))
    return packageJson.parse(readJson(`${name.slice('@portico/'.length)}/package.json`)).version
  const { packages: lock } = lockfile.parse(readJson('package-lock.json'))
  return (lock[`${pkg}/node_modules/${name}`] ?? lock[`node_modules/${name}`])?.version
}

/** Source files of a browser app, tests and their helpers aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir)).flatMap((entry) => {
    const path = join(dir, entry)
    if (entry === 'node_modules' || entry === 'dist') return []
    if (statSync(join(repoRoot, path)).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry) && !/\.test(-helpers)?\.tsx?$/.test(entry) ? [path] : []
  })
}

/** The package names a set of sources imports (`react-dom/client` counts as `react-dom`). */
function importedPackages(dirs: string[]): Set<string> {
  const names = new Set<string>()
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = readFileSync(join(repoRoot, file), 'utf8')
    for (const [, spec = ''] of text.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)) {
      const parts = spec.split('/')
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec))
    }
  }
  return names
}

describe('runtime dependencies', () => {
  it.each(packages)('%s ships only reviewed runtime dependencies', (pkg) => {
    const reviewed = Object.keys(runtimeDependencies[pkg]).sort()
    const declared = dependenciesOf(pkg)
    expect({
      unreviewed: declared.filter((name) => !reviewed.includes(name)),
      reviewedButGone: reviewed.filter((name) => !declared.includes(name)),
    }).toEqual({ unreviewed: [], reviewedButGone: [] })
  })

  it('marks as browser-shipped exactly what the modal and the browser apps bundle', () => {
    const marked = (pkg: ShippedPackage) =>
      Object.entries(runtimeDependencies[pkg])
        .filter(([, entry]) => entry.browser !== undefined)
        .map(([name]) => name)
        .sort()
    // The modal is a library the dapp bundles: all of it goes to the browser.
    expect(marked('modal')).toEqual(dependenciesOf('modal'))
    for (const [pkg, { dirs }] of Object.entries(browserSources) as [
      ShippedPackage,
      { dirs: string[] },
    ][]) {
      const imported = importedPackages(dirs)
      expect({ pkg, browser: dependenciesOf(pkg).filter((name) => imported.has(name)) }).toEqual({
        pkg,
        browser: marked(pkg),
      })
    }
  })

  it('keeps what ships to the browser at its reviewed, locked version', () => {
    const lines: string[] = []
    const drifted: string[] = []
    for (const pkg of packages) {
      const app = pkg === 'modal' ? 'modal' : browserSources[pkg]?.app
      for (const [name, entry] of Object.entries(runtimeDependencies[pkg])) {
        if (entry.browser === undefined) continue
        const locked = lockedVersion(pkg, name)
        if (locked !== entry.browser)
          drifted.push(`${pkg}: ${name} reviewed ${entry.browser}, locked ${locked}`)
        lines.push(`${app}: ${name}@${locked} — ${entry.why}`)
      }
    }
    console.log(`shipped to the browser:\n  ${lines.join('\n  ')}`)
    const security = readFileSync(join(repoRoot, 'SECURITY.md'), 'utf8')
    const unlisted = packages.flatMap((pkg) =>
      Object.entries(runtimeDependencies[pkg])
        .filter(([name, entry]) => entry.browser !== undefined && !security.includes(`\`${name}\``))
        .map(([name]) => name),
    )
    // SECURITY.md's table of what ships to the browser names every one of them.
    expect(unlisted).toEqual([])
    expect(drifted).toEqual([])
    expect(lines.length).toBeGreaterThan(0)
  })
})
