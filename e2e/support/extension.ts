/**
 * Launches Debian Chromium with the Portico Test Wallet extension loaded (a persistent
 * context, as extensions need) and hands back test controls that evaluate in the wallet's
 * service worker: `setMode('approve' | 'reject' | 'popup')`, `getState()`, `setAccountIndex(i)`.
 * Each launch builds the extension into its own temp dir (bundles come from the build cache).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, expect, type Page, type Worker } from '@playwright/test'
import { buildTestExtension, type TestExtensionChain } from '@portico/devnet'
import { chromiumArgs, chromiumPath } from '@portico/devnet/chromium'

export type TestWalletMode = 'approve' | 'reject' | 'popup'

/** What `globalThis.porticoTestWallet.getState()` returns in the worker. */
export interface TestWalletState {
  testMode: boolean
  mode: TestWalletMode
  accountIndex: number
  address: string
  /** The Solana account at the key index (base58). */
  solanaAddress: string
  /** The Polkadot account at the key index (SS58, Polkadot prefix). */
  polkadotAddress: string
  chainId: number
  chains: { id: number; name: string; rpcUrls: string[] }[]
  connectedOrigins: string[]
  pendingApprovals: number
}

export interface LaunchTestExtensionOptions {
  chains: TestExtensionChain[]
  /** true: the wallet answers approvals itself ('approve' until setMode); false: popup window. */
  testMode: boolean
  accountIndex?: number
  /** The Solana clusters of the Wallet Standard wallet (none: the page gets no Solana wallet). */
  solanaClusters?: { chain: string; rpcUrl: string }[]
  /** The regtest node of the sats-connect Bitcoin provider (none: it answers unauthorized). */
  bitcoinNodeUrl?: string
}

export interface TestExtension {
  context: BrowserContext
  /** The wallet's background service worker. */
  worker: Worker
  extensionId: string
  setMode(mode: TestWalletMode): Promise<TestWalletState>
  getState(): Promise<TestWalletState>
  setAccountIndex(index: number): Promise<TestWalletState>
  /** The next approval window (mode 'popup'), loaded. */
  nextApproval(): Promise<Page>
  close(): Promise<void>
}

/**
 * Clicks Approve or Reject in an approval window. The wallet closes the window as soon as it
 * has the answer, which can beat Playwright's click bookkeeping: a close is the expected end.
 */
export async function answerApproval(popup: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const closed = popup.waitForEvent('close')
  await popup
    .getByRole('button', { name: answer })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}

const isWalletWorker = (worker: Worker) =>
  worker.url().startsWith('chrome-extension://') && worker.url().endsWith('/background.js')

export async function launchWithTestExtension(
  options: LaunchTestExtensionOptions,
): Promise<TestExtension> {
  const root = mkdtempSync(join(tmpdir(), 'portico-wallet-'))
  const extensionDir = await buildTestExtension({
    outDir: join(root, 'extension'),
    chains: options.chains,
    testMode: options.testMode,
    ...(options.accountIndex === undefined ? {} : { accountIndex: options.accountIndex }),
    ...(options.solanaClusters ? { solanaClusters: options.solanaClusters } : {}),
    ...(options.bitcoinNodeUrl ? { bitcoinNodeUrl: options.bitcoinNodeUrl } : {}),
  })
  const context = await chromium.launchPersistentContext(join(root, 'profile'), {
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...chromiumArgs,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
    ignoreDefaultArgs: ['--disable-extensions'],
  })
  try {
    const worker =
      context.serviceWorkers().find(isWalletWorker) ??
      (await context.waitForEvent('serviceworker', { predicate: isWalletWorker, timeout: 20_000 }))
    const extensionId = new URL(worker.url()).host

    // Strings, not functions: the worker evaluates them as they are (no transpiler helpers).
    const call = <T>(expression: string) => worker.evaluate<T>(expression)
    const getState = () => call<TestWalletState>('globalThis.porticoTestWallet.getState()')
    await waitForControls(worker)
    await getState()

    return {
      context,
      worker,
      extensionId,
      getState,
      setMode: (mode) =>
        call<TestWalletState>(`globalThis.porticoTestWallet.setMode(${JSON.stringify(mode)})`),
      setAccountIndex: (index) =>
        call<TestWalletState>(`globalThis.porticoTestWallet.setAccountIndex(${Number(index)})`),
      nextApproval: async () => {
        const popup = await context.waitForEvent('page', {
          predicate: (p) => p.url().startsWith(`chrome-extension://${extensionId}/approve.html`),
        })
        await popup.waitForLoadState()
        return popup
      },
      close: async () => {
        try {
          await context.close()
        } finally {
          rmSync(root, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    await context.close()
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}

async function waitForControls(worker: Worker): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (await worker.evaluate<boolean>("typeof globalThis.porticoTestWallet === 'object'")) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the test wallet worker did not install its test controls')
}

/**
 * On a page that shows the demo dapp (in an extension context), connects the Portico Test Wallet
 * through the modal and waits until the demo says so and the modal has closed.
 */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toBeHidden()
}
