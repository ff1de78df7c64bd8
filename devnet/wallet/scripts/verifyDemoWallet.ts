/**
 * Drives the demo wallet page end to end, by hand: no mocks, loopback only. It starts a relay,
 * two anvil chains and the wallet server on free ports, opens the page in Chromium, and plays
 * the dapp with a Node UniversalProvider: bad URI, pairing, personal_sign, eth_sendTransaction
 * mined on anvil, a rejected request, a chain switch from the wallet, auto-approved requests,
 * Disconnect, and pairing from a `/wc?uri=` link (rejected). It also checks the page with an
 * unreachable relay and with a bad config. Every request the pages make must stay on loopback.
 *
 *   npx vite build -c devnet/wallet/vite.config.ts
 *   npx tsx devnet/wallet/scripts/verifyDemoWallet.ts
 *
 * Prints one line per step with its time, then the total; exits non-zero on the first failure.
 */
import { chromium, type Page } from '@playwright/test'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { chromiumArgs, chromiumPath } from '../../src/browser/chromium.ts'
import { type RunningAnvil, startAnvil } from '../../src/chain/startAnvil.ts'
import { findFreePort } from '../../src/ports.ts'
import { type RunningRelay, startRelay } from '../../src/relay/startRelay.ts'
import {
  createDemoWalletServer,
  type DemoWalletConfig,
  demoWalletDistDir,
  type RunningDemoWalletServer,
} from '../../src/wallet/createDemoWalletServer.ts'

const HOST = '127.0.0.1'
const PROJECT_ID = 'portico-demo'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

const stops: (() => Promise<unknown>)[] = []
const offLoopback: string[] = []
const started = Date.now()

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${what}`)
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now()
  const result = await run()
  console.log(`ok  ${name} (${Math.round(performance.now() - t0)} ms)`)
  return result
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}

async function openPage(url: string, options: { quiet?: boolean } = {}): Promise<Page> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  })
  stops.push(() => browser.close())
  const page = await browser.newPage()
  // Anything leaving loopback is recorded and aborted; the run fails on it at the end.
  await page.route('**/*', (route) => {
    const target = route.request().url()
    if (isLoopback(target)) return route.continue()
    offLoopback.push(target)
    return route.abort()
  })
  page.on('websocket', (ws) => {
    if (!isLoopback(ws.url())) offLoopback.push(ws.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && !options.quiet)
      console.log(`    [page console] ${message.text()}`)
  })
  await page.goto(url)
  return page
}

/** A dapp that asks for `chains` only, so that switching to another chain updates the session. */
async function startDapp(
  relayUrl: string,
  rpc: Record<string, string>,
  chains: string[],
  name: string,
) {
  const provider: Provider = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl,
    metadata: { name, description: 'verification dapp', url: 'http://localhost:5173', icons: [] },
    customStoragePrefix: name,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'silent',
  })
  stops.push(async () => {
    provider.client.core.heartbeat.stop()
    await provider.client.core.relayer.transportClose().catch(() => {})
  })
  const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
  const session = provider.connect({
    optionalNamespaces: {
      eip155: {
        chains,
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'eth_signTypedData_v4',
          'wallet_switchEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: rpc,
      },
    },
  })
  session.catch(() => {})
  return { provider, uri: await uri, session }
}

async function main() {
  const freePort = () => findFreePort(HOST)
  // A throwaway relay for this one check: its mailbox need not outlive it.
  const relay: RunningRelay = await startRelay({
    host: HOST,
    port: await freePort(),
    memoryStoreForTests: true,
  })
  stops.push(relay.stop)
  const anvil: RunningAnvil = await startAnvil({
    host: HOST,
    port: await freePort(),
    chainId: 31337,
  })
  stops.push(anvil.stop)
  const anvil2: RunningAnvil = await startAnvil({
    host: HOST,
    port: await freePort(),
    chainId: 31338,
  })
  stops.push(anvil2.stop)
  const config: DemoWalletConfig = {
    projectId: PROJECT_ID,
    relayUrl: relay.url,
    chains: [
      { id: 31337, name: 'Portico Devnet', rpcUrl: anvil.rpcUrl },
      { id: 31338, name: 'Portico Devnet 2', rpcUrl: anvil2.rpcUrl },
    ],
  }
  const serve = async (port: number, overrides: Partial<DemoWalletConfig>) => {
    const server: RunningDemoWalletServer = await createDemoWalletServer({
      host: HOST,
      port,
      distDir: demoWalletDistDir,
      config: { ...config, ...overrides },
    })
    stops.push(server.stop)
    return server
  }
  const wallet = await serve(await freePort(), {})
  const rpc = { '31337': anvil.rpcUrl, '31338': anvil2.rpcUrl }

  const page = await step('wallet page starts (browser launch included)', async () => {
    const p = await openPage(wallet.url)
    await p.getByTestId('wallet-status').and(p.locator('[data-phase="ready"]')).waitFor()
    const ready = await p.evaluate(() => Math.round(performance.now()))
    console.log(`    page ready ${ready} ms after navigation (accounts derived, WalletKit up)`)
    check((await p.getByTestId('wallet-address-eip155').textContent()) === ME, 'account 0')
    return p
  })

  const dapp = await step('dapp gets a pairing URI from the relay', () =>
    startDapp(relay.url, rpc, ['eip155:31337'], 'verify-dapp'),
  )
  const { provider } = dapp

  await step('a bad URI shows an error and changes nothing', async () => {
    await page.getByTestId('wallet-uri-input').fill('wc:nonsense')
    await page.getByTestId('wallet-pair').click()
    await page.getByTestId('wallet-error').waitFor()
    check((await page.getByTestId('wallet-uri-input').inputValue()) === 'wc:nonsense', 'kept')
    check((await page.getByTestId('wallet-session').count()) === 0, 'no session')
  })

  await step('pair, see the proposal, approve', async () => {
    await page.getByTestId('wallet-uri-input').fill(dapp.uri)
    await page.getByTestId('wallet-pair').click()
    await page.getByTestId('wallet-proposal').waitFor()
    check(
      (await page.getByTestId('wallet-proposal-name').textContent()) === 'verify-dapp',
      'proposal names the dapp',
    )
    await page.getByTestId('wallet-approve-session').click()
    const session = await dapp.session
    check(session?.namespaces.eip155?.accounts.includes(`eip155:31337:${ME}`), 'account approved')
    await page.getByTestId('wallet-session').waitFor()
  })

  await step('personal_sign approved, text decoded, signature verifies', async () => {
    const pending = provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [stringToHex('Hello from the dapp'), ME] },
      'eip155:31337',
    )
    await page.getByTestId('wallet-request').waitFor()
    check(
      (await page.getByTestId('wallet-request-text').textContent()) === 'Hello from the dapp',
      'decoded text',
    )
    await page.getByTestId('wallet-approve-request').click()
    const signature = await pending
    check(await verifyMessage({ address: ME, message: 'Hello from the dapp', signature }), 'sig')
  })

  await step('eth_sendTransaction approved and mined on anvil', async () => {
    const pending = provider.request<`0x${string}`>(
      {
        method: 'eth_sendTransaction',
        params: [{ from: ME, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` }],
      },
      'eip155:31337',
    )
    await page.getByTestId('wallet-request').waitFor()
    await page.getByTestId('wallet-approve-request').click()
    const hash = await pending
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    check(receipt.status === 'success', 'mined')
  })

  await step('a rejected request reaches the dapp as 4001', async () => {
    const outcome = provider
      .request({ method: 'personal_sign', params: [stringToHex('no'), ME] }, 'eip155:31337')
      .then(
        () => null,
        (e: { code?: number }) => e,
      )
    await page.getByTestId('wallet-request').waitFor()
    await page.getByTestId('wallet-reject-request').click()
    const error = await outcome
    check(error?.code === 4001, `4001, got ${JSON.stringify(error)}`)
  })

  await step('dapp asks wallet_switchEthereumChain to a new chain: session updated', async () => {
    const pending = provider.request(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      'eip155:31337',
    )
    await page.getByTestId('wallet-request').waitFor()
    check(
      (await page.getByTestId('wallet-request-summary').textContent()) === 'Switch to chain 31338',
      'summary',
    )
    await page.getByTestId('wallet-approve-request').click()
    await pending
    await page.locator('[data-testid="wallet-session-chain"][data-chain="eip155:31338"]').waitFor()
    const session = await page.evaluate(() => window.porticoDemoWallet?.getState().sessions[0])
    check(session?.chains.includes('eip155:31338'), `session chains ${session?.chains}`)
  })

  await step('"Switch to Portico Devnet" in the wallet emits chainChanged', async () => {
    const changed = new Promise((resolve) => provider.on('chainChanged', resolve))
    await page.getByTestId('wallet-switch-chain-31337').click()
    const chain = await changed
    check(String(chain) === '31337', `chainChanged ${chain}`)
    await page.locator('[data-testid="wallet-session-chain"][data-chain="eip155:31337"]').waitFor()
  })

  await step('auto-approve: 5 personal_sign in a row', async () => {
    await page.evaluate(() => window.porticoDemoWallet?.setAutoApprove('approve'))
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      await provider.request(
        { method: 'personal_sign', params: [stringToHex(`auto ${i}`), ME] },
        'eip155:31338',
      )
      times.push(performance.now() - t0)
    }
    // The wallet writes its history once the relay acked the answer, which can be just after
    // the dapp already has it.
    await page.waitForFunction(
      () =>
        window.porticoDemoWallet?.getState().history.filter((h) => h.outcome === 'approved')
          .length === 8,
    )
    console.log(`    round trips: ${times.map((t) => Math.round(t)).join(', ')} ms`)
    await page.evaluate(() => window.porticoDemoWallet?.setAutoApprove('off'))
  })

  await step('Disconnect ends the dapp session', async () => {
    const deleted = new Promise((resolve) => provider.on('session_delete', resolve))
    await page.getByTestId('wallet-disconnect').click()
    await deleted
    await page.getByTestId('wallet-no-sessions').waitFor()
  })

  await step('/wc?uri= link pairs; Reject reaches the dapp as 5000', async () => {
    const second = await startDapp(relay.url, rpc, ['eip155:31337'], 'verify-dapp-2')
    await page.goto(`${wallet.url}/wc?uri=${encodeURIComponent(second.uri)}`)
    await page.getByTestId('wallet-proposal').waitFor()
    check(!page.url().includes('uri='), 'uri removed from the address bar')
    await page.getByTestId('wallet-reject-session').click()
    const error = await second.session.then(
      () => null,
      (e: { code?: number }) => e,
    )
    check(error?.code === 5000, `5000, got ${JSON.stringify(error)}`)
  })

  await step('an unreachable relay is reported on the page', async () => {
    const dead = await serve(await freePort(), { relayUrl: `ws://${HOST}:${await freePort()}` })
    // quiet: the page's console fills with the expected refused connections.
    const deadPage = await openPage(dead.url, { quiet: true })
    await deadPage
      .getByTestId('wallet-status')
      .and(deadPage.locator('[data-phase="ready"]'))
      .waitFor()
    await deadPage.getByTestId('wallet-uri-input').fill(dapp.uri)
    await deadPage.getByTestId('wallet-pair').click()
    await deadPage.getByTestId('wallet-error').waitFor({ timeout: 20_000 })
    console.log(`    error: ${await deadPage.getByTestId('wallet-error').textContent()}`)
  })

  await step('a bad config is reported on the page', async () => {
    const bad = await serve(await freePort(), { chains: [], relayUrl: 'http://not-a-relay' })
    const badPage = await openPage(bad.url)
    const text = await badPage.getByTestId('wallet-error').textContent()
    check(text?.includes('Invalid wallet configuration'), `config error: ${text}`)
    console.log(`    error: ${text}`)
  })

  check(offLoopback.length === 0, `requests left loopback: ${offLoopback.join(', ')}`)
  console.log(`ok  no request left loopback`)
  console.log(`all checks passed in ${Math.round((Date.now() - started) / 1000)} s`)
}

async function stopAll() {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {})
}

// A stray rejection must still stop anvil and the browser, not leave them running.
process.once('unhandledRejection', async (error) => {
  console.error(error)
  await stopAll()
  process.exit(1)
})

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
  // The SDK's heartbeat and sockets keep Node alive (relay doc §5.11).
  process.exit()
}
