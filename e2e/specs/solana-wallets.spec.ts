/**
 * Solana wallets end to end against the local litesvm cluster: the Portico Test Wallet's
 * Wallet Standard wallet, found on the demo page with @wallet-standard/app's getWallets(),
 * connects, signs a message (checked with ed25519 here), signs and sends a SOL transfer that
 * the cluster confirms, and gives a user-rejected error when the user says no. Then the e-mail
 * wallet's Solana account, through the modal's own frame provider (the demo's
 * `window.portico`): its address on the cluster's CAIP-2 id, a message signed and a transfer
 * sent after approval in the secure frame.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { test as base, expect, type Page } from '@playwright/test'
import { deploymentsFileOf, readDeployments } from '@portico/devnet'
import { base58 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { secureFrame as frame, loginNewDevice } from '../support/emailLogin.ts'
import {
  type LaunchTestExtensionOptions,
  launchWithTestExtension,
  type TestExtension,
} from '../support/extension.ts'

const solana = readDeployments(deploymentsFileOf(e2eConfig)).solana
if (!solana) throw new Error('the e2e stack has no Solana cluster (deployments file)')
const cluster = solana
const connection = new Connection(cluster.rpcUrl, 'confirmed')
const [key0, key1] = cluster.accounts
if (!key0 || !key1) throw new Error('the cluster has fewer than two test keys')

/** @wallet-standard/app's own getWallets (an ES module without imports), for the page. */
const walletStandardApp = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@wallet-standard/app')),
    '../esm/wallets.js',
  ),
  'utf8',
).replace(/^export /gm, '')

const test = base.extend<{
  walletOptions: LaunchTestExtensionOptions
  wallet: TestExtension
  page: Page
}>({
  walletOptions: [
    {
      chains: e2eConfig.chains,
      testMode: true,
      solanaClusters: [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }],
    },
    { option: true },
  ],
  wallet: async ({ walletOptions }, use) => {
    const wallet = await launchWithTestExtension(walletOptions)
    await use(wallet)
    await wallet.close()
  },
  page: async ({ wallet }, use) => {
    const page = wallet.context.pages()[0] ?? (await wallet.context.newPage())
    await page.goto(demoUrl)
    // The page's own copy of @wallet-standard/app; the Solana wallet registers with it.
    await page.evaluate(`(() => {
      ${walletStandardApp};
      window.standardWallets = getWallets();
      window.findSolanaWallet = () => new Promise((resolve) => {
        const pick = () => window.standardWallets.get().find(
          (w) => w.name === 'Portico Test Wallet' && 'solana:signAndSendTransaction' in w.features,
        );
        const found = pick();
        if (found) return resolve(found);
        const off = window.standardWallets.on('register', () => {
          const later = pick();
          if (later) { off(); resolve(later); }
        });
      });
    })()`)
    await use(page)
  },
})

type Outcome<T> = { result: T } | { error: { code: unknown; message: string } }

/** Runs `body` in the page with `wallet` (the Solana wallet) and `account` (its first account) bound. */
function withWallet<T>(page: Page, body: string): Promise<Outcome<T>> {
  return page.evaluate<Outcome<T>>(`(async () => {
    const wallet = await window.findSolanaWallet();
    const account = wallet.accounts[0];
    const b64 = (s) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
    try {
      return { result: await (async () => { ${body} })() };
    } catch (e) {
      return { error: { code: e.code, message: String(e.message) } };
    }
  })()`)
}

function resultOf<T>(outcome: Outcome<T>): T {
  if ('error' in outcome) throw new Error(`the wallet refused: ${JSON.stringify(outcome.error)}`)
  return outcome.result
}

async function unsignedTransfer(from: string, to: string, lamports: number): Promise<string> {
  const { blockhash } = await connection.getLatestBlockhash()
  const fromKey = new PublicKey(from)
  return new Transaction({ feePayer: fromKey, recentBlockhash: blockhash })
    .add(SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: new PublicKey(to), lamports }))
    .serialize({ requireAllSignatures: false })
    .toString('base64')
}

test('the test wallet is a Wallet Standard Solana wallet on the local cluster', async ({
  page,
}) => {
  const info = resultOf(
    await withWallet<{ chains: string[]; features: string[]; accounts: number; icon: string }>(
      page,
      `return {
        chains: [...wallet.chains],
        features: Object.keys(wallet.features),
        accounts: wallet.accounts.length,
        icon: wallet.icon.slice(0, 26),
      }`,
    ),
  )
  expect(info.chains).toEqual([cluster.caip2])
  expect(info.features).toEqual(
    expect.arrayContaining([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ]),
  )
  // Not connected yet: no accounts, and a silent connect does not ask.
  expect(info.accounts).toBe(0)
  expect(info.icon).toBe('data:image/svg+xml;base64,')
  const silent = resultOf(
    await withWallet<number>(
      page,
      `return (await wallet.features['standard:connect'].connect({ silent: true })).accounts.length`,
    ),
  )
  expect(silent).toBe(0)
})

test('connect, sign a message, sign and send a SOL transfer the cluster confirms', async ({
  page,
  wallet,
}) => {
  const connected = resultOf(
    await withWallet<{
      address: string
      publicKey: number[]
      chains: string[]
      changes: string[][]
    }>(
      page,
      `const changes = [];
      wallet.features['standard:events'].on('change', ({ accounts }) =>
        changes.push(accounts.map((a) => a.address)));
      const { accounts } = await wallet.features['standard:connect'].connect();
      return {
        address: accounts[0].address,
        publicKey: [...accounts[0].publicKey],
        chains: [...accounts[0].chains],
        changes,
      }`,
    ),
  )
  // The wallet's account is the cluster's funded test key 0, the demo wallet's derivation.
  expect(connected.address).toBe(key0.address)
  expect(base58.encode(Uint8Array.from(connected.publicKey))).toBe(key0.address)
  expect(connected.chains).toEqual([cluster.caip2])
  expect(connected.changes).toEqual([[key0.address]])
  expect((await wallet.getState()).solanaAddress).toBe(key0.address)

  const message = 'Sign in to Portico on Solana'
  const signed = resultOf(
    await withWallet<{ signature: number[]; signedMessage: number[]; type: string }>(
      page,
      `const [out] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(${JSON.stringify(message)}),
      });
      return { signature: [...out.signature], signedMessage: [...out.signedMessage], type: out.signatureType }`,
    ),
  )
  expect(signed.type).toBe('ed25519')
  const messageBytes = new TextEncoder().encode(message)
  expect(Uint8Array.from(signed.signedMessage)).toEqual(messageBytes)
  expect(
    ed25519.verify(
      Uint8Array.from(signed.signature),
      messageBytes,
      new PublicKey(key0.address).toBytes(),
    ),
  ).toBe(true)

  const receiver = Keypair.generate().publicKey.toBase58()
  const before = await connection.getBalance(new PublicKey(key0.address))
  const transaction = await unsignedTransfer(key0.address, receiver, 2_500_000)
  const signature = resultOf(
    await withWallet<number[]>(
      page,
      `const [out] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: ${JSON.stringify(cluster.caip2)},
        transaction: b64(${JSON.stringify(transaction)}),
        options: { preflightCommitment: 'confirmed' },
      });
      return [...out.signature]`,
    ),
  )
  const txid = base58.encode(Uint8Array.from(signature))
  await expect
    .poll(async () => (await connection.getSignatureStatus(txid)).value?.confirmationStatus)
    .toMatch(/confirmed|finalized/)
  expect((await connection.getSignatureStatus(txid)).value?.err).toBeNull()
  expect(await connection.getBalance(new PublicKey(receiver))).toBe(2_500_000)
  expect(await connection.getBalance(new PublicKey(key0.address))).toBeLessThanOrEqual(
    before - 2_500_000,
  )

  // signTransaction hands the transaction back signed, sending nothing.
  const unsent = await unsignedTransfer(key0.address, receiver, 1_000)
  const signedTx = resultOf(
    await withWallet<number[]>(
      page,
      `const [out] = await wallet.features['solana:signTransaction'].signTransaction({
        account,
        chain: ${JSON.stringify(cluster.caip2)},
        transaction: b64(${JSON.stringify(unsent)}),
      });
      return [...out.signedTransaction]`,
    ),
  )
  expect(Transaction.from(Buffer.from(signedTx)).verifySignatures()).toBe(true)
  expect(await connection.getBalance(new PublicKey(receiver))).toBe(2_500_000)

  // Another key index: the wallet's account changes, with a change event.
  await wallet.setAccountIndex(1)
  await expect
    .poll(async () =>
      resultOf(await withWallet<string | null>(page, 'return account ? account.address : null')),
    )
    .toBe(key1.address)

  // Disconnect: no accounts, and signing is refused until the next connect.
  const afterDisconnect = resultOf(
    await withWallet<number>(
      page,
      `await wallet.features['standard:disconnect'].disconnect(); return wallet.accounts.length`,
    ),
  )
  expect(afterDisconnect).toBe(0)
})

test('a rejected request gives the user-rejected error and sends nothing', async ({
  page,
  wallet,
}) => {
  resultOf(await withWallet(page, `await wallet.features['standard:connect'].connect()`))
  await wallet.setMode('reject')
  const rejectedSign = await withWallet(
    page,
    `return wallet.features['solana:signMessage'].signMessage({
      account, message: new TextEncoder().encode('no'),
    })`,
  )
  expect(rejectedSign).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })

  const receiver = Keypair.generate().publicKey.toBase58()
  const transaction = await unsignedTransfer(key0.address, receiver, 1_000_000)
  const rejectedSend = await withWallet(
    page,
    `return wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account, chain: ${JSON.stringify(cluster.caip2)}, transaction: b64(${JSON.stringify(transaction)}),
    })`,
  )
  expect(rejectedSend).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  expect(await connection.getBalance(new PublicKey(receiver))).toBe(0)

  // A chain the wallet does not know is refused before any approval.
  await wallet.setMode('approve')
  const otherChain = await withWallet(
    page,
    `return wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account, chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', transaction: b64(${JSON.stringify(transaction)}),
    })`,
  )
  expect(otherChain).toMatchObject({ error: { code: -32602 } })
  expect(await connection.getBalance(new PublicKey(receiver))).toBe(0)
})

/** The modal's provider request in the demo page (the e-mail wallet's frame provider). */
function providerRequest<T>(page: Page, method: string, params: unknown): Promise<Outcome<T>> {
  return page.evaluate<Outcome<T>>(`(async () => {
    try {
      const provider = window.portico.getProvider('eip155');
      return { result: await provider.request(${JSON.stringify({ method, params })}) };
    } catch (e) {
      return { error: { code: e.code, message: String(e.message) } };
    }
  })()`)
}

base.describe("the e-mail wallet's Solana account", () => {
  base(
    'is on the cluster, signs a message and sends a SOL transfer after approval',
    async ({ page }) => {
      await loginNewDevice(page, `solana-${Date.now()}@example.com`)
      await expect(page.getByRole('dialog')).toBeHidden()
      const evmAddress = await page.getByTestId('account-address').textContent()

      // The frame takes the cluster's CAIP-2 id; its user there is the Solana account.
      const onCluster = await page.evaluate<{
        switched: unknown
        chainId: unknown
        user: { address: string; chainId: unknown }
      }>(`(async () => {
      const auth = await window.portico.getAuthConnector();
      const switched = (await auth.request('SWITCH_NETWORK', { chainId: ${JSON.stringify(cluster.caip2)} })).chainId;
      const { chainId } = await auth.request('GET_CHAIN_ID');
      const user = await auth.request('GET_USER', { chainId: ${JSON.stringify(cluster.caip2)} });
      return { switched, chainId, user };
    })()`)
      expect(onCluster.switched).toBe(cluster.caip2)
      expect(onCluster.chainId).toBe(cluster.caip2)
      expect(onCluster.user.chainId).toBe(cluster.caip2)
      const solanaAddress = onCluster.user.address
      expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      expect(solanaAddress).not.toBe(evmAddress)

      const message = new TextEncoder().encode('Portico e-mail wallet on Solana')
      const signing = providerRequest<{ signature: string }>(page, 'solana_signMessage', {
        message: base58.encode(message),
        pubkey: solanaAddress,
      })
      await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
      await frame(page).getByRole('button', { name: 'Approve' }).click()
      const signed = resultOf(await signing)
      expect(
        ed25519.verify(
          base58.decode(signed.signature),
          message,
          new PublicKey(solanaAddress).toBytes(),
        ),
      ).toBe(true)

      // Fund the account, then a transfer the user reads in the frame before approving.
      const airdrop = await connection.requestAirdrop(new PublicKey(solanaAddress), 1_000_000_000)
      await expect
        .poll(async () => (await connection.getSignatureStatus(airdrop)).value?.err === null)
        .toBe(true)
      const receiver = Keypair.generate().publicKey.toBase58()
      const unsigned = Buffer.from(
        await unsignedTransfer(solanaAddress, receiver, 3_000_000),
        'base64',
      )
      const sending = providerRequest<{ signature: string }>(
        page,
        'solana_signAndSendTransaction',
        {
          transaction: base58.encode(unsigned),
        },
      )
      await expect(frame(page).getByRole('heading', { name: 'Send SOL' })).toBeVisible()
      await expect(frame(page).getByText('0.003 SOL').first()).toBeVisible()
      await expect(frame(page).getByText(receiver)).toBeVisible()
      await expect(frame(page).getByText('0.000005 SOL')).toBeVisible()
      await frame(page).getByRole('button', { name: 'Approve' }).click()
      const sent = resultOf(await sending)
      await expect
        .poll(async () => (await connection.getSignatureStatus(sent.signature)).value?.err === null)
        .toBe(true)
      expect(await connection.getBalance(new PublicKey(receiver))).toBe(3_000_000)

      // Rejected in the frame: the user-rejected error, nothing sent.
      const other = Keypair.generate().publicKey.toBase58()
      const refused = providerRequest(page, 'solana_signAndSendTransaction', {
        transaction: base58.encode(
          Buffer.from(await unsignedTransfer(solanaAddress, other, 1_000), 'base64'),
        ),
      })
      await frame(page).getByRole('button', { name: 'Reject' }).click()
      expect(await refused).toMatchObject({ error: { code: 4001 } })
      expect(await connection.getBalance(new PublicKey(other))).toBe(0)
    },
  )
})
