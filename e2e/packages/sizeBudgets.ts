/**
 * Size budgets for what a dapp ships of @portico/modal, measured on the packed package: a page
 * that imports `createPortico` and the React bindings (React itself external: the dapp has it),
 * built by Vite with the openPathChunk plugin. A change that grows either figure past its budget
 * fails `npm test` with the figure.
 */
import { join } from 'node:path'
import { pageSizes } from './bundleSizes.ts'
import { bin, exampleDir } from './exampleApp.ts'
import { writePorticoPage } from './porticoPage.ts'
import { run } from './run.ts'

/** gzip bytes. Today's figures plus a little room; raise one only with a reason in the commit. */
export const budgets = {
  /** `import '@portico/modal'` and `@portico/modal/react`: what loads before the first open. */
  // 14.2 KiB on 2026-11-25; 14.9 KiB with languages (ConnectButton's texts in en/es/ar, the
  // locale choice and the catalogue loaders). 16.2 KiB with zod's lazy schema, which builds
  // the storage items' and the cloud responses' schemas on first use: some 180 schemas fewer in
  // a page's heap before the click (issue 19).
  beforeOpen: 16.5 * 1024,
  /**
   * The open path: the `portico-store` and `portico-open` chunks and what they import, which the
   * warm-up at idle loads before the first click (or the first open, with `preload: 'intent'`).
   */
  // 59.2 KiB on 2026-11-25; 66.3 KiB with languages (Lingui's runtime, English's catalogue).
  // Another locale's catalogue loads only when used and is not counted: es 3.2, ar 3.7 KiB.
  // 68.4 KiB with the warm-up (the open path split in two chunks, so neither evaluation is a
  // long task) and WalletConnect's intent handling. 70.4 KiB with the on-ramp (issue 20): its
  // texts in English's catalogue (+1.3 KiB) and its slice and errors in the store (+0.7 KiB).
  // 73.3 KiB with swaps too (English's swap texts, the view registry's entries, the shared
  // swap constants). 73.0 KiB with the on-ramp slice injected like the swap slice. 74.5 KiB with
  // social login and Farcaster (issue 21): Connect's social buttons, their popup and waiting
  // texts, the Farcaster view's registry entry and their errors in the catalogue. The next
  // lever: English's catalogue split per feature, so Swap's, Buy's and Farcaster's texts load
  // with their views. 75.4 KiB with Solana (issue 22): the active namespace as first-class
  // state (per-family networks in one list, the namespace switch, the sink a family reports
  // to) and the core's lazy Solana wiring; the adapter, Wallet Standard and @solana/web3.js
  // load only when a Solana network is configured and used (none of it in this figure).
  // 76.3 KiB with names and SIWX (issue 24): the two names views' titles, "Choose a name" and
  // the resolution error, SIWX's view entry, its three texts and the core's lazy SIWX hook
  // (the feature's code, slice and cloud client load only when `siwx` is set). 75.5 KiB with
  // Swap's and Buy's texts in feature catalogues that load with their views (swap.error.* stay:
  // the logic raises them). SIWX's three texts stay: its view opens right after connecting.
  // 77.1 KiB with Polkadot, Bitcoin, smart accounts and WalletConnect sign-in (issues 23, 24:
  // each family's lazy service in the core, the account-type row's texts); 76.7 KiB with Send's
  // texts in their own catalogue too (send.error.* stay, as swap's). 77.0 KiB, just over 77,
  // with ModalRoot reading the active namespace so that the EVM balance reader (about 85 KiB)
  // is fetched ahead only on an EVM network. 64.4 KiB with RTK Query off the open path (issue
  // 19): the catalogue, analytics and the project's config read the cloud directly, and
  // porticoApi joins the store with the account's views.
  onOpen: 65 * 1024,
} as const

/** Builds the fixture page inside the installed example (its node_modules) and measures it. */
export function measurePackagedModal() {
  const dir = join(exampleDir, 'size-fixture')
  writePorticoPage(dir, 'rolldownOptions: { external: [/^react($|\\/)/, /^react-dom($|\\/)/] }')
  run(bin('vite'), ['build'], { cwd: dir })
  return pageSizes(join(dir, 'dist'))
}

export function overBudget(sizes: { beforeOpen: number; onOpen: number }): string[] {
  return (Object.keys(budgets) as (keyof typeof budgets)[])
    .filter((key) => sizes[key] > budgets[key])
    .map((key) => `${key}: ${kib(sizes[key])} gzip is over its budget of ${kib(budgets[key])}`)
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
