/**
 * Solana in the modal (issue 22 part 3), on the demo with `?solana` (the stack's two litesvm
 * clusters): a WalletConnect session carrying eip155 + solana, a solana_signMessage verified
 * with ed25519, switching the active namespace in the Networks view (the Solana address and its
 * SOL balance, read from the cluster through the provider's Connection), switching to the second
 * cluster (its own balance), and a reload's restore. (A cluster the wallet does not have:
 * solana-extension.spec.ts.)
 */
import { ed25519 } from '@noble/curves/ed25519'
import { expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { truncateAddress } from '@portico/shared'
import { base58 } from '@scure/base'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { loginNewDevice } from '../support/emailLogin.ts'

/** The demo wallet signs as mnemonic account 2 (its Solana account is funded test key 2). */
const WALLET_ACCOUNT = 2
const EVM_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaDemoUrl = `${demoUrl}?solana`

const deployments = readDeployments(deploymentsFileOf(e2eConfig))
const cluster = deployments.solana
const cluster2 = deployments.solana2
const SOLANA_ADDRESS = cluster?.accounts[WALLET_ACCOUNT]?.address ?? ''
/** Whole SOL of the wallet's account, as the Account view shows it (en-US grouping). */
const wholeSol = (lamports: string) => (BigInt(lamports) / 1_000_000_000n).toLocaleString('en-US')

let dapp: Page
let wallet: Page
const modal = () => dapp.getByRole('dialog')

test.beforeEach(async ({ context }) => {
  test.skip(!cluster || !cluster2, 'the stack runs no Solana clusters')
  dapp = await context.newPage()
  wallet = await context.newPage()
  await Promise.all([
    dapp.goto(solanaDemoUrl),
    wallet.goto(`${e2eConfig.walletOrigin}/?account=${WALLET_ACCOUNT}`),
  ])
})

async function pair() {
  await dapp.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await modal()
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const uri = await modal().getByTestId('wc-qr').getAttribute('data-value')
  await wallet.getByTestId('wallet-uri-input').fill(uri as string)
  await wallet.getByTestId('wallet-pair').click()
  await wallet.getByTestId('wallet-approve-session').click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(EVM_ADDRESS)
}

/** The Solana provider's address, once the session's solana account is connected. */
const solanaPublicKey = () =>
  dapp.evaluate(`window.portico.getProvider('solana')?.publicKey.toBase58() ?? null`)

/** Airdrops `sol` SOL on `rpcUrl`'s cluster and waits until the balance shows it. */
async function airdrop(rpcUrl: string, address: string, sol: number): Promise<bigint> {
  const rpc = async (method: string, params: unknown[]) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: unknown }).result
  }
  const balance = async () =>
    BigInt(((await rpc('getBalance', [address])) as { value: number }).value)
  const before = await balance()
  await rpc('requestAirdrop', [address, sol * 1_000_000_000])
  await expect.poll(balance).toBe(before + BigInt(sol * 1_000_000_000))
  return before + BigInt(sol * 1_000_000_000)
}

/** Opens Networks and picks one by name. */
async function chooseNetwork(name: string) {
  await dapp.evaluate(`window.portico.open({ view: 'Networks' })`)
  // `Portico Solana` is not `Portico Solana 2`.
  await modal()
    .getByRole('button', { name: new RegExp(`^${name}(?! 2)`) })
    .click()
}

test('a WalletConnect session with eip155 and solana: solana_signMessage verifies with ed25519', async () => {
  await pair()
  await expect.poll(solanaPublicKey).toBe(SOLANA_ADDRESS)

  const message = `Portico Solana e2e ${Date.now()}`
  const signed = dapp.evaluate(`window.portico.getProvider('solana')
    .signMessage(new TextEncoder().encode(${JSON.stringify(message)}))
    .then((s) => Array.from(s), (e) => ({ message: e.message }))`)
  await wallet.getByTestId('wallet-approve-request').click()
  const signature = (await signed) as number[]
  expect(signature).toHaveLength(64)
  expect(
    ed25519.verify(
      new Uint8Array(signature),
      new TextEncoder().encode(message),
      base58.decode(SOLANA_ADDRESS),
    ),
  ).toBe(true)
})

test('switching namespace: the Solana account with its SOL balance, the second cluster, back to EVM, and a reload restores Solana', async () => {
  await pair()
  await expect.poll(solanaPublicKey).toBe(SOLANA_ADDRESS)

  await chooseNetwork('Portico Solana')
  await expect(dapp.getByTestId('network-name')).toContainText(`${cluster?.caip2}`)
  await expect(dapp.getByTestId('account-address')).toHaveText(SOLANA_ADDRESS)
  await dapp.evaluate(`window.portico.open()`)
  await expect(modal().getByTestId('modal-account-address')).toHaveText(
    truncateAddress(SOLANA_ADDRESS),
  )
  const lamports = cluster?.accounts[WALLET_ACCOUNT]?.lamports ?? '0'
  await expect(modal().getByTestId('account-balance')).toContainText(wholeSol(lamports))
  await expect(modal().getByTestId('account-balance')).toContainText('SOL')

  // The second cluster (its own genesis hash): the session has it too; its balance is its own.
  const lamports2 = await airdrop(cluster2?.rpcUrl ?? '', SOLANA_ADDRESS, 3)
  await modal()
    .getByRole('button', { name: /^Portico Solana/ })
    .click()
  await modal()
    .getByRole('button', { name: /^Portico Solana 2/ })
    .click()
  await expect(dapp.getByTestId('network-name')).toContainText(`${cluster2?.caip2}`)
  await expect(dapp.getByTestId('account-address')).toHaveText(SOLANA_ADDRESS)
  await dapp.evaluate(`window.portico.open()`)
  await expect(modal().getByTestId('account-balance')).toContainText(wholeSol(`${lamports2}`))

  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(SOLANA_ADDRESS)

  await chooseNetwork('Portico Devnet')
  await expect(dapp.getByTestId('account-address')).toHaveText(EVM_ADDRESS)
  await expect(dapp.getByTestId('network-name')).toContainText('eip155:31337')

  // Disconnect ends the session: both namespaces go, in the dapp and in the wallet.
  await dapp.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wallet.getByTestId('wallet-session')).toHaveCount(0)
  expect(await solanaPublicKey()).toBeNull()
})

// The e-mail wallet's Solana account is the frame's (GET_USER / SWITCH_NETWORK with a solana
// CAIP-2 id); the frame serves both local clusters.
test('the e-mail wallet: choosing a Solana network shows its Solana account and SOL balance; the second cluster too', async ({
  page,
}) => {
  await loginNewDevice(page, `solana-${Date.now()}@example.com`, {
    url: solanaDemoUrl,
    expectConnected: (p) => expect(p.getByTestId('account-status')).toHaveText('connected'),
  })
  dapp = page
  await chooseNetwork('Portico Solana')
  await expect(dapp.getByTestId('network-name')).toContainText(`${cluster?.caip2}`)
  const address = await dapp.getByTestId('account-address').textContent()
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await dapp.evaluate(`window.portico.open()`)
  await expect(modal().getByTestId('account-balance')).toContainText('SOL')

  await chooseNetwork('Portico Solana 2')
  await expect(dapp.getByTestId('network-name')).toContainText(`${cluster2?.caip2}`)
  await expect(dapp.getByTestId('account-address')).toHaveText(address ?? '')
})
