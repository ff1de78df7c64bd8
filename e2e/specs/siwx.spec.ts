/**
 * SIWX end to end (SPEC §2 SIWXSignMessage, §4 SIWX, §8 texts): the demo with `?siwx=required`,
 * a real extension wallet (EVM, Solana and Bitcoin accounts) and the e-mail wallet signing the
 * CAIP-122 message, the real cloud verifying it and keeping the session a dapp's backend reads
 * with its token.
 */
import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { expect, type Page, test } from '@playwright/test'
import { deploymentsFileOf, readDeployments, repoRoot } from '@portico/devnet'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { approveInFrame, loginNewDevice } from '../support/emailLogin.ts'
import { launchWithTestExtension, type TestExtension } from '../support/extension.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIWX_URL = `${demoUrl}?siwx=required`

/** What `portico.getSiwxSession()` gives the dapp: the session and the cloud's token. */
async function dappSession(page: Page) {
  return page.evaluate(async () => {
    const portico = (window as unknown as { portico: { getSiwxSession(): Promise<unknown> } })
      .portico
    return (await portico.getSiwxSession()) as
      | { token?: string; data: { accountAddress: string; chainId: string } }
      | undefined
  })
}

/** The dapp's backend asks the cloud who the token belongs to. */
async function cloudSession(token: string) {
  const url = new URL('/v1/siwx/session', e2eConfig.cloudUrl)
  url.searchParams.set('projectId', e2eConfig.projectId)
  url.searchParams.set('st', 'portico')
  url.searchParams.set('sv', 'e2e')
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/**
 * The README's backend example (examples/siwx-backend), copied out of the repository and run by
 * a plain Node process with the page's Authorization header, as a dapp's server would.
 */
async function backendExample(authorization: string) {
  const dir = await mkdtemp(join(tmpdir(), 'portico-siwx-backend-'))
  try {
    const file = join(dir, 'siwxSession.mjs')
    await copyFile(join(repoRoot, 'examples/siwx-backend/siwxSession.mjs'), file)
    const script = `const { siwxSession } = await import(${JSON.stringify(pathToFileURL(file).href)})
      const [authorization, apiUrl, projectId] = process.argv.slice(1)
      console.log(JSON.stringify(await siwxSession(authorization, { apiUrl, projectId })))`
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script, authorization, e2eConfig.cloudUrl, e2eConfig.projectId],
      { cwd: dir },
    )
    return JSON.parse(stdout) as Record<string, unknown> | null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

test.describe('with the extension wallet', () => {
  let wallet: TestExtension
  let page: Page
  test.beforeEach(async () => {
    wallet = await launchWithTestExtension({ chains: e2eConfig.chains, testMode: true })
    page = await wallet.context.newPage()
    await page.goto(SIWX_URL)
  })
  test.afterEach(async () => wallet?.close())

  const modal = () => page.getByRole('dialog')
  const connect = async () => {
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await modal()
      .getByRole('button', { name: /Portico Test Wallet/ })
      .click()
    await expect(modal().getByRole('heading', { name: 'Sign In' })).toBeVisible()
  }

  test('connect, sign in; the cloud knows the session; reload keeps it; disconnect ends it', async () => {
    await connect()
    await modal().getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(modal()).toBeHidden()
    await expect(page.getByTestId('event-log')).toContainText('SIWX_AUTH_SUCCESS')
    const session = await dappSession(page)
    expect(session?.data).toMatchObject({ accountAddress: ACCOUNT_0, chainId: 'eip155:31337' })
    const token = session?.token ?? ''
    expect(await cloudSession(token)).toMatchObject({
      status: 200,
      body: { address: ACCOUNT_0, chainId: 'eip155:31337' },
    })

    expect(await backendExample(`Bearer ${token}`)).toMatchObject({
      address: ACCOUNT_0,
      chainId: 'eip155:31337',
    })

    // A reload restores the connection and the session: no prompt.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect.poll(async () => (await dappSession(page))?.token).toBe(token)
    await expect(modal()).toBeHidden()

    await page.evaluate(() =>
      (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect(),
    )
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect.poll(async () => (await cloudSession(token)).status).toBe(401)
    expect(await backendExample(`Bearer ${token}`)).toBeNull()
  })

  test("a declined signature shows 'Signature declined'; cancel disconnects back to Connect", async () => {
    await connect()
    await wallet.setMode('reject')
    await modal().getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(modal().getByRole('alert')).toHaveText('Signature declined')
    await modal().getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(modal().getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await dappSession(page)).toBeUndefined()
  })
})

test.describe('with the extension Solana wallet', () => {
  const cluster = readDeployments(deploymentsFileOf(e2eConfig)).solana
  let wallet: TestExtension | undefined
  test.afterEach(async () => wallet?.close())

  test('signs in a Solana account: ed25519 verified by the cloud; disconnect ends it', async () => {
    test.skip(!cluster, 'the stack runs no Solana cluster')
    if (!cluster) return
    wallet = await launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      solanaClusters: [{ chain: cluster.caip2, rpcUrl: cluster.rpcUrl }],
    })
    const page = await wallet.context.newPage()
    await page.goto(`${demoUrl}?solana&siwx=required`)
    const modal = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await modal
      .getByRole('button', { name: /Portico Test Wallet/ })
      .filter({ hasText: 'Solana' })
      .click()
    await expect(modal.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(modal).toBeHidden()
    const address = cluster.accounts[0]?.address
    const session = await dappSession(page)
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: cluster.caip2 })
    const token = session?.token ?? ''
    expect(await cloudSession(token)).toMatchObject({
      status: 200,
      body: { address, chainId: cluster.caip2 },
    })
    await page.evaluate(() =>
      (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect(),
    )
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect.poll(async () => (await cloudSession(token)).status).toBe(401)
  })
})

test.describe('with the extension Bitcoin wallet', () => {
  const bitcoin = readDeployments(deploymentsFileOf(e2eConfig)).bitcoin
  let wallet: TestExtension | undefined
  test.afterEach(async () => wallet?.close())

  test("signs in a Bitcoin account (bip122 chain id, verified by the cloud); 'Signature declined'; reload keeps it; disconnect ends it", async () => {
    test.skip(!bitcoin, 'the stack runs no Bitcoin node')
    if (!bitcoin) return
    wallet = await launchWithTestExtension({
      chains: e2eConfig.chains,
      testMode: true,
      bitcoinNodeUrl: bitcoin.nodeUrl,
    })
    const page = await wallet.context.newPage()
    await page.goto(`${demoUrl}?bitcoin&siwx=required`)
    const modal = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await modal
      .getByRole('button', { name: /Portico Test Wallet/ })
      .filter({ hasText: 'Bitcoin' })
      .click()
    await expect(modal.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    // Declined in the wallet: SPEC §8's text, and no session.
    await wallet.setMode('reject')
    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(modal.getByRole('alert')).toHaveText('Signature declined')
    expect(await dappSession(page)).toBeUndefined()
    await wallet.setMode('approve')
    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(modal).toBeHidden()
    const address = bitcoin.accounts.find((a) => a.index === 0)?.payment.address
    const session = await dappSession(page)
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: bitcoin.caip2 })
    const token = session?.token ?? ''
    expect(await cloudSession(token)).toMatchObject({
      status: 200,
      body: { address, chainId: bitcoin.caip2 },
    })

    // A reload restores the connection and the session: no prompt.
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect.poll(async () => (await dappSession(page))?.token).toBe(token)
    await expect(modal).toBeHidden()

    await page.evaluate(() =>
      (window as unknown as { portico: { disconnect(): Promise<void> } }).portico.disconnect(),
    )
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect.poll(async () => (await cloudSession(token)).status).toBe(401)
  })
})

test('the e-mail wallet signs in with an approval in the secure frame', async ({ page }) => {
  await loginNewDevice(page, `siwx-${Date.now()}@example.com`, {
    url: SIWX_URL,
    expectConnected: (p) => expect(p.getByTestId('account-status')).toHaveText('connected'),
  })
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await modal.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveInFrame(page, 'Sign message')
  await expect(page.getByTestId('event-log')).toContainText('SIWX_AUTH_SUCCESS')
  const session = await dappSession(page)
  expect((await cloudSession(session?.token ?? '')).status).toBe(200)
})
