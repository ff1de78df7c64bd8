/**
 * Bitcoin in the modal (issue 23 part 5), on the demo with `?bitcoin` (the bcoin regtest node):
 * the test extension's sats-connect provider listed as "Installed · Bitcoin", connected, its
 * ECDSA and BIP-322 signatures verified with bip322-js, a BTC send mined on regtest (a block
 * mined through the node's RPC here) and shown in Activity on both sides, BTC's USD value, a
 * rejection, a reload's restore; and a WalletConnect session's bip122 namespace with the demo
 * wallet (signatures, rejection, the switch to Bitcoin in Networks, Send BTC signed by the
 * wallet and shown in both sides' Activity, restore).
 */
import { expect, type Page, test } from '@playwright/test'
import { createBitcoinRpc, deploymentsFileOf, mineBlocks, readDeployments } from '@portico/devnet'
import { bech32, bech32m } from '@scure/base'
import { Verifier } from 'bip322-js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const bitcoin = readDeployments(deploymentsFileOf(e2eConfig)).bitcoin
const bitcoinDemoUrl = `${demoUrl}?bitcoin`

/** bip122 accounts: the extension signs as key index 0, the demo wallet as index 2. */
const account = (index: number) => bitcoin?.accounts.find((a) => a.index === index)

// bip322-js knows mainnet and testnet prefixes: a regtest address is checked in its testnet
// spelling (the same witness program, so the same key).
function toTestnet(address: string): string {
  const codec = address.startsWith('bcrt1q') ? bech32 : bech32m
  return codec.encode('tb', codec.decode(address as `${string}1${string}`).words)
}

const providerAddress = (page: Page) =>
  page.evaluate(`window.portico.getProvider('bip122')?.address ?? null`)

/** Calls the provider in the page; a failure comes back as {error: {code, message}}. */
const callProvider = (page: Page, call: string) =>
  page.evaluate(`(async () => {
    try {
      return await window.portico.getProvider('bip122').${call}
    } catch (e) {
      return { error: { code: e.code, message: e.message } }
    }
  })()`)

let wallet: TestExtension | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

test.beforeEach(() => {
  test.skip(!bitcoin, 'the stack runs no Bitcoin node')
})

test('the extension: connect, sign (ECDSA and BIP-322), send BTC mined on regtest and shown in Activity, reject, reload', async () => {
  if (!bitcoin) return
  const payment = account(0)?.payment.address ?? ''
  const receiver = account(1)?.payment.address ?? ''
  wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    bitcoinNodeUrl: bitcoin.nodeUrl,
  })
  const page = wallet.context.pages()[0] ?? (await wallet.context.newPage())
  await page.goto(bitcoinDemoUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const row = page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .filter({ hasText: 'Installed · Bitcoin' })
  await row.click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect.poll(() => providerAddress(page)).toBe(payment)
  await expect(page.getByTestId('account-address')).toHaveText(payment)
  await expect(page.getByTestId('network-name')).toContainText(bitcoin.caip2)

  // The payment and ordinals addresses, as AppKit names them.
  expect(await callProvider(page, 'getAccountAddresses()')).toEqual([
    expect.objectContaining({ address: payment, purpose: 'payment' }),
    expect.objectContaining({ address: account(0)?.ordinals.address, purpose: 'ordinal' }),
  ])

  for (const protocol of ['ecdsa', 'bip322'] as const) {
    const message = `Portico Bitcoin e2e ${protocol} ${Date.now()}`
    const signature = await callProvider(
      page,
      `signMessage(${JSON.stringify({ address: payment, message, protocol })})`,
    )
    expect(typeof signature, JSON.stringify(signature)).toBe('string')
    expect(Verifier.verifySignature(toTestnet(payment), message, signature as string)).toBe(true)
    expect(Verifier.verifySignature(toTestnet(payment), `${message}!`, signature as string)).toBe(
      false,
    )
  }

  // A refused request is the user's rejection, and nothing is sent.
  await wallet.setMode('reject')
  expect(
    await callProvider(
      page,
      `sendTransfer(${JSON.stringify({ recipient: receiver, amount: '10000' })})`,
    ),
  ).toEqual({ error: { code: 'USER_REJECTED', message: 'User rejected the request.' } })
  await wallet.setMode('approve')

  // A bad recipient is refused before the wallet is asked.
  expect(
    await callProvider(
      page,
      `sendTransfer(${JSON.stringify({ recipient: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: '10000' })})`,
    ),
  ).toEqual({ error: expect.objectContaining({ code: 'BITCOIN_INVALID_PARAMS' }) })

  // The dapp's own send through the provider: the wallet pays from its payment address.
  const txid = await callProvider(
    page,
    `sendTransfer(${JSON.stringify({ recipient: receiver, amount: '25000' })})`,
  )
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  const rpc = createBitcoinRpc(bitcoin.nodeUrl)
  expect(await rpc<string[]>('getrawmempool', [])).toContain(txid)
  await mineBlocks(rpc, 1, bitcoin.miner.address)

  // The modal's Send BTC: its rules as typed, then a PSBT the wallet signs and broadcasts.
  await page.evaluate(`window.portico.open()`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('account-balance')).toContainText('BTC')
  // BTC's USD value from the cloud's offline price table (60,000 USD): the 5 BTC funded, less
  // what was sent once the 30 s portfolio cache (SPEC §9) has read it again.
  await dialog.getByTestId('account-tab-tokens').click()
  await expect(dialog.getByTestId('token-row-BTC').getByTestId('token-value')).toHaveText(
    /^\$(300,000\.00|299,9\d\d\.\d\d)$/,
  )
  await dialog.getByTestId('account-send').click()
  await dialog.getByTestId('btc-send-amount').fill('0.00000545')
  await dialog.getByTestId('btc-send-receiver').fill(receiver)
  await expect(dialog.getByTestId('btc-send-issue')).toHaveText(
    'The amount is below the dust limit of 546 sats',
  )
  await dialog.getByTestId('btc-send-amount').fill('1000')
  await expect(dialog.getByTestId('btc-send-issue')).toHaveText(
    'Insufficient funds for this amount and its fee',
  )
  await dialog.getByTestId('btc-send-amount').fill('0.0015')
  await dialog.getByTestId('btc-send-receiver').fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
  await expect(dialog.getByTestId('btc-send-issue')).toHaveText(
    'Please enter a valid amount and receiver address',
  )
  await expect(dialog.getByTestId('btc-send-confirm')).toBeDisabled()
  await dialog.getByTestId('btc-send-receiver').fill(receiver)
  await dialog.getByRole('radio', { name: /^Fast/ }).check()
  // The amount and the network fee in USD before the wallet is asked.
  await expect(dialog.getByTestId('btc-send-amount-usd')).toHaveText('≈ $90.00')
  await expect(dialog.getByTestId('btc-send-network-fee')).toHaveText(
    /^Network fee: 0\.0000\d+ BTC \(\$\d+\.\d\d\)$/,
  )
  const mempoolBefore = await rpc<string[]>('getrawmempool', [])
  await dialog.getByTestId('btc-send-confirm').click()
  await expect(dialog.getByRole('status')).toHaveText('Transaction started')
  await expect
    .poll(async () => (await rpc<string[]>('getrawmempool', [])).length)
    .toBe(mempoolBefore.length + 1)
  await mineBlocks(rpc, 1, bitcoin.miner.address)

  await dialog.getByTestId('account-tab-activity').click()
  const newest = dialog.getByTestId('activity-entry').first()
  await expect(newest).toHaveAttribute('data-operation-type', 'send')
  await expect(newest).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 })
  // SPEC §5: transaction quantities show 3 decimals; 0.0015 BTC and the sender's fee.
  await expect(dialog.getByTestId('activity-description').first()).toHaveText('-0.002 BTC')

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect.poll(() => providerAddress(page)).toBe(payment)
  await expect(page.getByTestId('account-address')).toHaveText(payment)

  // The receiver's side: the extension's account 1 connects and its Activity shows the BTC in.
  await page.evaluate(`window.portico.disconnect()`)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await wallet.setAccountIndex(1)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await row.click()
  await expect.poll(() => providerAddress(page)).toBe(receiver)
  await page.evaluate(`window.portico.open()`)
  await dialog.getByTestId('account-tab-activity').click()
  const received = dialog.getByTestId('activity-entry').first()
  await expect(received).toHaveAttribute('data-operation-type', 'receive')
  await expect(received).toHaveAttribute('data-status', 'confirmed')
  await expect(dialog.getByTestId('activity-description').first()).toHaveText('+0.002 BTC')
})

test('WalletConnect: a session with bip122 signs (ECDSA and BIP-322), a rejection is the user’s, and a reload restores it', async ({
  context,
}) => {
  if (!bitcoin) return
  const WALLET_ACCOUNT = 2
  const payment = account(WALLET_ACCOUNT)?.payment.address ?? ''
  const receiver = account(1)?.payment.address ?? ''
  const dapp = await context.newPage()
  const walletPage = await context.newPage()
  await Promise.all([
    dapp.goto(bitcoinDemoUrl),
    walletPage.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
  const modal = dapp.getByRole('dialog')
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal.getByRole('button', { name: /WalletConnect/ }).click()
  const uri = await modal.getByTestId('wc-qr').getAttribute('data-value')
  await walletPage.getByTestId('wallet-uri-input').fill(uri as string)
  await walletPage.getByTestId('wallet-pair').click()
  await walletPage.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  // The session's bip122 account comes along (EVM stays active until the user switches).
  await expect.poll(() => providerAddress(dapp)).toBe(payment)

  await dapp.evaluate(`window.portico.open({ view: 'Networks' })`)
  await modal.getByRole('button', { name: /^Portico Bitcoin/ }).click()
  await expect(dapp.getByTestId('account-address')).toHaveText(payment)
  await expect(dapp.getByTestId('network-name')).toContainText(bitcoin.caip2)

  for (const protocol of ['ecdsa', 'bip322'] as const) {
    const message = `Portico WalletConnect Bitcoin ${protocol} ${Date.now()}`
    const signed = callProvider(
      dapp,
      `signMessage(${JSON.stringify({ address: payment, message, protocol })})`,
    )
    await walletPage.getByTestId('wallet-approve-request').click()
    const signature = await signed
    expect(typeof signature, JSON.stringify(signature)).toBe('string')
    expect(Verifier.verifySignature(toTestnet(payment), message, signature as string)).toBe(true)
  }

  // A rejected request is the user's rejection.
  const refused = callProvider(
    dapp,
    `sendTransfer(${JSON.stringify({ recipient: receiver, amount: '20000' })})`,
  )
  await walletPage.getByTestId('wallet-reject-request').click()
  expect(await refused).toEqual({ error: expect.objectContaining({ code: 'USER_REJECTED' }) })

  // The modal's Send BTC from the WalletConnect wallet: it signs the PSBT and broadcasts it
  // through its own server, which forwards to the node (bcoin sends no CORS headers).
  const rpc = createBitcoinRpc(bitcoin.nodeUrl)
  await dapp.evaluate(`window.portico.open()`)
  await modal.getByTestId('account-send').click()
  await modal.getByTestId('btc-send-amount').fill('0.0012')
  await modal.getByTestId('btc-send-receiver').fill(receiver)
  await expect(modal.getByTestId('btc-send-network-fee')).toContainText('BTC ($')
  const mempoolBefore = await rpc<string[]>('getrawmempool', [])
  // Declined in the wallet: the user's rejection, and nothing reaches the node.
  await modal.getByTestId('btc-send-confirm').click()
  await walletPage.getByTestId('wallet-reject-request').click()
  await expect(modal.getByRole('alert')).toContainText(/rejected/i)
  expect(await rpc<string[]>('getrawmempool', [])).toEqual(mempoolBefore)
  await modal.getByTestId('btc-send-confirm').click()
  await walletPage.getByTestId('wallet-approve-request').click()
  await expect(modal.getByRole('status')).toHaveText('Transaction started')
  await expect
    .poll(async () => (await rpc<string[]>('getrawmempool', [])).length)
    .toBe(mempoolBefore.length + 1)
  await mineBlocks(rpc, 1, bitcoin.miner.address)
  await modal.getByTestId('account-tab-activity').click()
  const sent = modal.getByTestId('activity-entry').first()
  await expect(sent).toHaveAttribute('data-operation-type', 'send')
  await expect(sent).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 })
  // SPEC §5's 3 decimals: 0.0012 BTC and the fee.
  await expect(modal.getByTestId('activity-description').first()).toHaveText('-0.001 BTC')
  await dapp.keyboard.press('Escape')

  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(payment)
  await expect.poll(() => providerAddress(dapp)).toBe(payment)

  // The receiver's side: the demo wallet as account 1 pairs, and its Activity shows the BTC in.
  await dapp.evaluate(`window.portico.disconnect()`)
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await walletPage.goto(`${e2eConfig.walletOrigin}/?account=1`)
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal.getByRole('button', { name: /WalletConnect/ }).click()
  const again = await modal.getByTestId('wc-qr').getAttribute('data-value')
  await walletPage.getByTestId('wallet-uri-input').fill(again as string)
  await walletPage.getByTestId('wallet-pair').click()
  await walletPage.getByTestId('wallet-approve-session').click()
  await expect.poll(() => providerAddress(dapp)).toBe(receiver)
  await dapp.evaluate(`window.portico.open({ view: 'Networks' })`)
  await modal.getByRole('button', { name: /^Portico Bitcoin/ }).click()
  await expect(dapp.getByTestId('account-address')).toHaveText(receiver)
  await dapp.evaluate(`window.portico.open()`)
  await modal.getByTestId('account-tab-activity').click()
  const received = modal.getByTestId('activity-entry').first()
  await expect(received).toHaveAttribute('data-operation-type', 'receive')
  await expect(received).toHaveAttribute('data-status', 'confirmed')
  await expect(modal.getByTestId('activity-description').first()).toHaveText('+0.001 BTC')
})
