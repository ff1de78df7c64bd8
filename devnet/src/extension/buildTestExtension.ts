/**
 * Builds the Portico Test Wallet, an unpacked MV3 Chromium extension, into `outDir`: the
 * bundles (cached per source hash, see extensionBundles.ts), manifest.json, approve.html and a
 * freshly written config.json with the chains, key index and test mode.
 */
import { createHash } from 'node:crypto'
import { copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type WalletConfig, walletConfigSchema } from '../../extension/src/walletConfig.ts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { repoRoot } from '../config.ts'
import { makePrivateDir, writePrivateFile } from '../privateFiles.ts'
import { bundleFiles, ensureBundles } from './extensionBundles.ts'

export interface TestExtensionChain {
  id: number
  name: string
  rpcUrl: string
}

export interface BuildTestExtensionOptions {
  outDir: string
  /** The chains the wallet knows at start; the first one is current. */
  chains: TestExtensionChain[]
  /** Which account of the mnemonic the wallet uses (default 0). */
  accountIndex?: number
  /** Test mode: approvals are answered by the wallet itself ('approve' unless set otherwise). */
  testMode: boolean
  /** Default: anvil's mnemonic. */
  mnemonic?: string
  /** The Bitcoin regtest node for the Bitcoin provider (none: its methods answer 4100). */
  bitcoinNodeUrl?: string
  /** The Solana clusters (CAIP-2 id, RPC) of the Wallet Standard wallet (none: no Solana wallet). */
  solanaClusters?: { chain: string; rpcUrl: string }[]
  /** Where bundles are cached across builds (default: <tmp>/portico-test-extension-<checkout hash>). */
  cacheDir?: string
}

/** One cache per checkout, so two clones never prune each other's bundles. */
export const defaultExtensionCacheDir = join(
  tmpdir(),
  `portico-test-extension-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 8)}`,
)

/** Builds (or reuses) the bundles, copies them into outDir, writes config.json; returns outDir. */
export async function buildTestExtension(options: BuildTestExtensionOptions): Promise<string> {
  const config: WalletConfig = walletConfigSchema.parse({
    chains: options.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    accountIndex: options.accountIndex ?? 0,
    testMode: options.testMode,
    mnemonic: options.mnemonic ?? DEVNET_MNEMONIC,
    ...(options.bitcoinNodeUrl ? { bitcoin: { nodeUrl: options.bitcoinNodeUrl } } : {}),
    ...(options.solanaClusters?.length ? { solana: { clusters: options.solanaClusters } } : {}),
  })
  const outDir = resolve(options.outDir)
  const { dir } = await ensureBundles(options.cacheDir ?? defaultExtensionCacheDir)
  // config.json holds the wallet's mnemonic.
  makePrivateDir(outDir)
  for (const file of bundleFiles()) copyFileSync(join(dir, file), join(outDir, file))
  writePrivateFile(join(outDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`)
  return outDir
}
