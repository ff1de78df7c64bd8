/**
 * AppKit interop (issue 14): Reown AppKit's own embedded-wallet client, `W3mFrameProvider` from
 * `@reown/appkit-wallet` 1.7, bundled unmodified into a host page on an allowed origin
 * (support/appkitHost/), drives the Portico secure frame through a whole e-mail wallet life:
 * READY, login with device approval and code, GET_USER, personal_sign approved in the frame,
 * a reload that restores the session, and sign-out.
 *
 * Every frame message the page receives is checked with the bundled
 * `W3mFrameSchema.frameEvent`; one that fails it fails the test. Each step's duration
 * (performance.now() deltas in the page) is printed at the end.
 */
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, type Hex, http, toHex } from 'viem'
import type { FrameMessageReport, Timed } from '../support/appkitHost/main.ts'
import { buildAppKitHost, serveAppKitHost } from '../support/appkitHostServer.ts'
import { appkitHostOrigin, e2eConfig } from '../support/e2eStack.ts'
import { approveDevice } from '../support/emailLogin.ts'
import { linkIn, mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

const chainId = e2eConfig.chains[0]?.id ?? 31337
const hostUrl = `${appkitHostOrigin}/`

let host: { close(): Promise<void> } | undefined
/** Every frame message the page received (across reloads), with AppKit's verdict. */
const reports: FrameMessageReport[] = []

test.beforeAll(async () => {
  await buildAppKitHost()
  host = await serveAppKitHost()
})

// Also after a timeout: a reply AppKit drops leaves its call hanging, and this says which.
test.afterEach(() => {
  expect(
    reports.filter((r) => !r.ok),
    'frame messages that AppKit 1.7 refuses',
  ).toEqual([])
})

test.afterAll(async () => {
  await host?.close()
})

/** Calls a W3mFrameProvider method in the page and returns its timed outcome. */
const call = (page: Page, method: string, ...args: unknown[]): Promise<Timed> =>
  page.evaluate(([m, a]) => window.interop.call(m, ...a), [method, args] as const)

const start = (page: Page, key: string, method: string, ...args: unknown[]) =>
  page.evaluate(([k, m, a]) => window.interop.start(k, m, ...a), [key, method, args] as const)

const finish = (page: Page, key: string): Promise<Timed> =>
  page.evaluate((k) => window.interop.finish(k), key)

function expectOk(result: Timed): unknown {
  expect(result.error, 'the provider call failed').toBeUndefined()
  expect(result.ok).toBe(true)
  return result.value
}

test('AppKit 1.7 W3mFrameProvider, unmodified, logs in, signs, restores and signs out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const timings: [step: string, ms: number][] = []
  const time = (step: string, ms: number) => timings.push([step, Math.round(ms)])
  await page.exposeFunction('reportFrameMessage', (report: FrameMessageReport) => {
    reports.push(report)
  })
  const seen = (type: string) => reports.filter((r) => r.type === `@w3m-frame/${type}`)
  const email = `appkit-${Date.now()}@example.com`
  let address = '' as Hex

  await test.step('init: the iframe loads our frame, which posts a READY AppKit accepts', async () => {
    await page.goto(hostUrl)
    await start(page, 'init', 'init')
    // AppKit's init() waits for a READY it accepts, for ever: check READY first.
    await expect.poll(() => seen('READY').length, 'READY from the frame').toBe(1)
    const [ready] = seen('READY')
    expect(ready, 'READY as AppKit parses it').toMatchObject({
      ok: true,
      payload: { version: '4' },
    })
    const init = await finish(page, 'init')
    expectOk(init)
    const src = new URL((await page.evaluate(() => window.interop.frameSrc())) ?? '')
    expect(src.origin).toBe(e2eConfig.frameOrigin)
    expect(src.pathname).toBe('/sdk')
    expect(src.searchParams.get('projectId')).toBe(e2eConfig.projectId)
    expect(src.searchParams.get('chainId')).toBe(`eip155:${chainId}`)
    expect(src.searchParams.get('version')).toBe('4')
    time('init() → READY', (ready?.at ?? 0) - init.startedAt)
    time("init() (READY + AppKit's own 500 ms wait)", init.ms)

    // What AppKit's auth connector sends right after init.
    const dapp = await call(page, 'syncDappData', {
      metadata: {
        name: 'AppKit interop',
        description: 'W3mFrameProvider against Portico',
        url: appkitHostOrigin,
        icons: [],
      },
      sdkVersion: 'html-core-1.7.20',
      sdkType: 'appkit',
      projectId: e2eConfig.projectId,
    })
    expectOk(dapp)
    const theme = await call(page, 'syncTheme', { themeMode: 'light' })
    expectOk(theme)
    time('SYNC_DAPP_DATA', dapp.ms)
    time('SYNC_THEME', theme.ms)
  })

  await test.step('e-mail login: device approval from the mail, then the code', async () => {
    const before = (await mailsTo(email)).length
    const connect = await call(page, 'connectEmail', { email })
    expect(expectOk(connect)).toEqual({ action: 'VERIFY_DEVICE' })
    time('CONNECT_EMAIL → VERIFY_DEVICE', connect.ms)

    await start(page, 'device', 'connectDevice')
    const approval = await nextMail(email, before)
    await approveDevice(page, linkIn(approval))
    const device = await finish(page, 'device')
    expectOk(device)
    time('CONNECT_DEVICE (mail, open link, Approve device)', device.ms)

    const code = otpIn(await nextMail(email, before + 1))
    expect(code).toMatch(/^\d{6}$/)
    const otp = await call(page, 'connectOtp', { otp: code })
    expectOk(otp)
    time('CONNECT_OTP', otp.ms)
    await expect.poll(() => seen('SESSION_UPDATE').length).toBe(1)
  })

  await test.step('GET_USER: the address and chain id', async () => {
    const connect = await call(page, 'connect', { chainId })
    const user = expectOk(connect) as { address: string; chainId: unknown; email: unknown }
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.chainId).toBe(chainId)
    expect(user.email).toBe(email)
    address = user.address as Hex
    time('GET_USER (connect)', connect.ms)
  })

  await test.step('personal_sign waits for Approve in the frame, and the signature verifies', async () => {
    const message = `AppKit interop ${Date.now()}`
    await start(page, 'sign', 'request', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    const frame = page.frameLocator('#w3m-iframe')
    const approve = frame.getByRole('button', { name: 'Approve' })
    await expect(approve).toBeVisible()
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    expect(await page.evaluate(() => window.interop.frameVisible())).toBe(true)
    // Nothing is answered before the click.
    expect(await page.evaluate(() => window.interop.isSettled('sign'))).toBe(false)
    expect(seen('RPC_REQUEST_SUCCESS')).toHaveLength(0)
    const clickedAt = await page.evaluate(() => performance.now())
    await approve.click()
    const signed = await finish(page, 'sign')
    const signature = expectOk(signed) as Hex
    // The e-mail wallet is a smart account on the devnet chain (EIP-6492 until deployed).
    const reader = createPublicClient({ transport: http(e2eConfig.rpcUrl) })
    expect(await reader.verifyMessage({ address, message, signature })).toBe(true)
    expect(await page.evaluate(() => window.interop.frameVisible())).toBe(false)
    time('personal_sign (request → Approve visible → click → signature)', signed.ms)
    time('personal_sign (Approve click → signature)', signed.startedAt + signed.ms - clickedAt)
  })

  await test.step('a reload restores the session: isConnected, the same address', async () => {
    const mails = (await mailsTo(email)).length
    await page.reload()
    const init = await call(page, 'init')
    expectOk(init)
    const connected = await call(page, 'isConnected')
    expect(expectOk(connected)).toEqual({ isConnected: true })
    const connect = await call(page, 'connect', { chainId })
    expect(expectOk(connect)).toMatchObject({ address, chainId })
    expect((await mailsTo(email)).length).toBe(mails)
    time('reload: init() (READY + 500 ms)', init.ms)
    time('reload: IS_CONNECTED', connected.ms)
    time('reload: GET_USER (connect)', connect.ms)
  })

  await test.step('SIGN_OUT: the frame answers it and forgets the session', async () => {
    const out = await call(page, 'disconnect')
    expectOk(out)
    // AppKit's disconnect() also resolves after 3 s without an answer: the answer must be there.
    await expect.poll(() => seen('SIGN_OUT_SUCCESS').length).toBe(1)
    const user = await call(page, 'getUser', { chainId })
    expect(user.ok).toBe(false)
    expect(user.error).toContain('Not signed in')
    time('SIGN_OUT (disconnect)', out.ms)
  })

  expect(reports.filter((r) => !r.ok)).toEqual([])
  expect(reports.every((r) => r.origin === e2eConfig.frameOrigin)).toBe(true)
  expect(new Set(reports.map((r) => r.type))).toEqual(
    new Set(
      [
        'READY',
        'SYNC_DAPP_DATA_SUCCESS',
        'SYNC_THEME_SUCCESS',
        'CONNECT_EMAIL_SUCCESS',
        'CONNECT_DEVICE_SUCCESS',
        'SESSION_UPDATE',
        'CONNECT_OTP_SUCCESS',
        'GET_USER_SUCCESS',
        'RPC_REQUEST_SUCCESS',
        'IS_CONNECTED_SUCCESS',
        'SIGN_OUT_SUCCESS',
        'GET_USER_ERROR',
      ].map((t) => `@w3m-frame/${t}`),
    ),
  )
  console.log(
    `AppKit interop step timings (ms):\n${timings.map(([step, ms]) => `  ${String(ms).padStart(6)}  ${step}`).join('\n')}`,
  )
})
