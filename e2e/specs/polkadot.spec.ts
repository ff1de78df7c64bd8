/**
 * Polkadot in the modal (issue 23 part 4), on the demo with `?polkadot` (the Polkadot relay
 * chain, with no RPC: no Polkadot node runs offline). Two ways in: a WalletConnect session with
 * eip155 + polkadot (the demo wallet signs `polkadot_*` with its ed25519 key) and the test
 * extension's polkadot{.js} interface (`injectedWeb3['portico-test-wallet']`). Each connects,
 * signs a message and a transfer payload built with @polkadot/types, both verified with
 * @polkadot/util-crypto's signatureVerify, refuses once, and disconnects.
 */

import { expect, type Page, test } from '@playwright/test'
import { Keyring } from '@polkadot/keyring'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { DEVNET_MNEMONIC, polkadotSigningBytes, polkadotTransferPayload } from '@portico/devnet'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const polkadotDemoUrl = `${demoUrl}?polkadot`
/** The demo wallet signs as mnemonic account 2. */
const WALLET_ACCOUNT = 2
const EVM_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The Substrate ed25519 account of the mnemonic (`//N` for N > 0), as polkadot{.js} derives it. */
async function polkadotAddress(index: number) {
  await cryptoWaitReady()
  const uri = index === 0 ? DEVNET_MNEMONIC : `${DEVNET_MNEMONIC}//${index}`
  return new Keyring({ type: 'ed25519', ss58Format: 0 }).addFromUri(uri).address
}

const providerAddress = (page: Page) =>
  page.evaluate(`window.portico.getProvider('polkadot')?.address ?? null`)

/** Starts a signature in the page; resolves with it, or with the error's message. */
function startSigning(page: Page, call: string) {
  return page.evaluate(`window.portico.getProvider('polkadot').${call}
    .then((signature) => ({ signature }), (error) => ({ error: String(error.message) }))`) as Promise<{
    signature?: string
    error?: string
  }>
}

function expectVerified(
  message: Uint8Array,
  result: { signature?: string; error?: string },
  address: string,
) {
  expect(result.error).toBeUndefined()
  const verified = signatureVerify(message, result.signature ?? '0x', address)
  expect(verified).toMatchObject({ isValid: true, crypto: 'ed25519' })
}

const transferPayload = (from: string): SignerPayloadJSON =>
  polkadotTransferPayload({
    from,
    to: '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3',
    value: 12_345_000_000n,
    nonce: 4,
  })

test('WalletConnect: the session polkadot account signs a message and a transfer payload, refuses once, and disconnects', async ({
  context,
}) => {
  const address = await polkadotAddress(WALLET_ACCOUNT)
  const dapp = await context.newPage()
  const wallet = await context.newPage()
  await Promise.all([
    dapp.goto(polkadotDemoUrl),
    wallet.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
  const modal = dapp.getByRole('dialog')
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal.getByRole('button', { name: /WalletConnect/ }).click()
  const uri = await modal.getByTestId('wc-qr').getAttribute('data-value')
  await wallet.getByTestId('wallet-uri-input').fill(uri as string)
  await wallet.getByTestId('wallet-pair').click()
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(EVM_ADDRESS)
  await expect.poll(() => providerAddress(dapp)).toBe(address)

  const message = `Portico Polkadot over WalletConnect ${Date.now()}`
  const signedMessage = startSigning(dapp, `signMessage(${JSON.stringify(message)})`)
  await wallet.getByTestId('wallet-approve-request').click()
  expectVerified(u8aWrapBytes(message), await signedMessage, address)

  const payload = transferPayload(address)
  const signedTx = startSigning(dapp, `signTransaction(${JSON.stringify(payload)})`)
  await wallet.getByTestId('wallet-approve-request').click()
  const tx = await signedTx
  expect(tx.signature?.slice(0, 4)).toBe('0x00')
  expectVerified(polkadotSigningBytes(payload), tx, address)

  const refused = startSigning(dapp, `signMessage('no')`)
  await wallet.getByTestId('wallet-reject-request').click()
  expect((await refused).error).toMatch(/reject/i)

  // Disconnect ends the session: both namespaces go, in the dapp and in the wallet.
  await dapp.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wallet.getByTestId('wallet-session')).toHaveCount(0)
  expect(await providerAddress(dapp)).toBeNull()
})

let extension: TestExtension | undefined
test.afterEach(async () => {
  await extension?.close()
  extension = undefined
})

test('the extension polkadot{.js} interface: connects from its row, signs a message and a transfer payload, refuses once, and disconnects', async () => {
  extension = await launchWithTestExtension({ chains: e2eConfig.chains, testMode: true })
  const { polkadotAddress: address } = await extension.getState()
  expect(address).toBe(await polkadotAddress(0))
  const page = extension.context.pages()[0] ?? (await extension.context.newPage())
  await page.goto(polkadotDemoUrl)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const row = page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .filter({ hasText: 'Installed · Polkadot' })
  await row.click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect.poll(() => providerAddress(page)).toBe(address)
  // The Polkadot network has no RPC here: Account shows the address and says there is no balance.
  await page.evaluate(`window.portico.open()`)
  await expect(page.getByRole('dialog').getByTestId('account-balance-unavailable')).toHaveText(
    'Balance unavailable: no reachable RPC for this network',
  )
  await page.evaluate(`window.portico.close()`)

  const message = `Portico Polkadot over the extension ${Date.now()}`
  expectVerified(
    u8aWrapBytes(message),
    await startSigning(page, `signMessage(${JSON.stringify(message)})`),
    address,
  )
  const payload = transferPayload(address)
  expectVerified(
    polkadotSigningBytes(payload),
    await startSigning(page, `signTransaction(${JSON.stringify(payload)})`),
    address,
  )
  // @polkadot/api's Signer shape answers the same way.
  const viaSigner = (await page.evaluate(
    `window.portico.getProvider('polkadot').signer.signPayload(${JSON.stringify(payload)})`,
  )) as { id: number; signature: string }
  expectVerified(polkadotSigningBytes(payload), viaSigner, address)

  await extension.setMode('reject')
  expect((await startSigning(page, `signMessage('no')`)).error).toMatch(/rejected/i)
  await extension.setMode('approve')

  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(await providerAddress(page)).toBeNull()
})
