/**
 * Builds the web apps (demo dapp, secure frame, console, demo wallet) with Vite when their sources changed since
 * the last build; a stamp of source file sizes and mtimes decides.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../config.ts'

export interface WebApp {
  name: string
  configFile: string
  outDir: string
  sources: string[]
}

export const webApps: WebApp[] = [
  {
    name: 'demo',
    configFile: join(repoRoot, 'modal/vite.config.ts'),
    outDir: join(repoRoot, 'modal/dist/demo'),
    sources: [
      'modal/src',
      'modal/demo',
      'modal/vite',
      'modal/vite.config.ts',
      'shared/src',
      'package-lock.json',
    ],
  },
  {
    name: 'secure-frame',
    configFile: join(repoRoot, 'secure-frame/vite.config.ts'),
    outDir: join(repoRoot, 'secure-frame/dist'),
    sources: [
      'secure-frame/app',
      'secure-frame/vite',
      'secure-frame/vite.config.ts',
      'shared/src',
      'package-lock.json',
    ],
  },
  {
    name: 'console',
    configFile: join(repoRoot, 'cloud/vite.config.ts'),
    outDir: join(repoRoot, 'cloud/dist/console'),
    sources: [
      'cloud/console',
      'cloud/vite.config.ts',
      'cloud/src/console/consoleContract.ts',
      'package-lock.json',
    ],
  },
  {
    name: 'demo-wallet',
    configFile: join(repoRoot, 'devnet/wallet/vite.config.ts'),
    outDir: join(repoRoot, 'devnet/wallet/dist'),
    sources: ['devnet/wallet', 'package-lock.json'],
  },
]

function sourceStamp(sources: string[]): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry))
      }
    } else if (!path.endsWith('.test.ts') && !path.endsWith('.test.tsx')) {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  for (const source of sources) visit(join(repoRoot, source))
  return hash.digest('hex')
}

/** Builds every app whose stamp changed; returns the names it built. */
export async function buildWebApps(options: { force?: boolean } = {}): Promise<string[]> {
  const built: string[] = []
  for (const app of webApps) {
    const stampFile = join(app.outDir, '.stamp')
    const stamp = sourceStamp(app.sources)
    if (!options.force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
      continue
    const { build } = await import('vite')
    await build({ configFile: app.configFile, logLevel: 'warn' })
    writeFileSync(stampFile, stamp)
    built.push(app.name)
  }
  return built
}
