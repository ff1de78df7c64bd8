/**
 * Bundles the test wallet's sources (devnet/extension/src) with Vite: one file per entry (IIFE
 * for the content scripts and the approval page, an ES module for the service worker, viem and
 * zod inlined, no network). Bundles are cached per content hash of the sources, the lockfile and
 * this builder, so unchanged sources are not rebuilt.
 */
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot } from '../config.ts'

export const extensionDir = join(repoRoot, 'devnet/extension')

interface BundleEntry {
  source: string
  outFile: string
  format: 'iife' | 'es'
}

const entries: readonly BundleEntry[] = [
  { source: 'src/inpage/inpage.ts', outFile: 'inpage.js', format: 'iife' },
  { source: 'src/content/content.ts', outFile: 'content.js', format: 'iife' },
  { source: 'src/background/background.ts', outFile: 'background.js', format: 'es' },
  { source: 'src/approve/approve.ts', outFile: 'approve.js', format: 'iife' },
]

/** Copied as they are next to the bundles. */
export const staticFiles = ['manifest.json', 'approve.html'] as const

const COMPLETE_MARKER = '.complete'

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesUnder(path) : [path]
    })
}

/** Hash of everything that shapes the bundles. */
export function bundleSourceHash(): string {
  const hash = createHash('sha256')
  const files = [
    ...filesUnder(extensionDir),
    ...filesUnder(fileURLToPath(new URL('.', import.meta.url))),
    // The wallet cores the extension bundles from devnet/src.
    ...['solana/wallet', 'bitcoin/wallet', 'polkadot/wallet'].flatMap((dir) =>
      filesUnder(join(repoRoot, 'devnet/src', dir)),
    ),
    join(repoRoot, 'package-lock.json'),
  ]
  for (const file of files) {
    if (!existsSync(file)) continue
    hash.update(`${relative(repoRoot, file)}\0`)
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 20)
}

async function bundleEntry(entry: BundleEntry, outDir: string): Promise<void> {
  const { build } = await import('vite')
  await build({
    configFile: false,
    root: extensionDir,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'chrome111',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: join(extensionDir, entry.source),
        formats: [entry.format],
        name: 'porticoTestWallet',
        fileName: () => entry.outFile,
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
}

/**
 * Returns a directory holding the bundles and static files for the current sources, building
 * it first when the cache has none. Concurrent callers build apart and the first rename wins.
 */
export async function ensureBundles(cacheRoot: string): Promise<{ dir: string; built: boolean }> {
  const dir = join(cacheRoot, bundleSourceHash())
  if (existsSync(join(dir, COMPLETE_MARKER))) return { dir, built: false }
  mkdirSync(cacheRoot, { recursive: true })
  const staging = `${dir}.staging-${process.pid}-${Date.now()}`
  try {
    mkdirSync(staging, { recursive: true })
    await Promise.all(entries.map((entry) => bundleEntry(entry, staging)))
    for (const file of staticFiles) copyFileSync(join(extensionDir, file), join(staging, file))
    writeFileSync(join(staging, COMPLETE_MARKER), new Date().toISOString())
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
    renameSync(staging, dir)
    pruneOtherBundles(cacheRoot, basename(dir))
  } catch (error) {
    // Another process may have finished the same bundles first.
    if (!existsSync(join(dir, COMPLETE_MARKER))) throw error
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return { dir, built: true }
}

/** Bundles of earlier sources are dead weight once the current ones exist. */
function pruneOtherBundles(cacheRoot: string, keep: string): void {
  for (const name of readdirSync(cacheRoot)) {
    if (name !== keep && !name.includes('.staging-')) {
      rmSync(join(cacheRoot, name), { recursive: true, force: true })
    }
  }
}

/** The files a built extension consists of (besides config.json). */
export const bundleFiles = (): string[] => [...entries.map((e) => e.outFile), ...staticFiles]
