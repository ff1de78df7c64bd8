// @vitest-environment jsdom
/** "Wallet security" as the user meets it: recovery, devices, export, closing. */
import { act } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import type { PasskeyClient } from './passkeyClient.ts'
import { showWalletSettings } from './showWalletSettings.tsx'
import {
  alerts,
  button,
  EXPORTED,
  fakeServer,
  fakeWallet,
  field,
  frameState,
  noPasskeys,
  queryButton,
  typeInto,
  walletView,
} from './walletWindows.test-helpers.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)))

afterEach(() => {
  document.body.innerHTML = ''
})

async function open(
  options: { view?: WalletView; passkeys?: PasskeyClient; signal?: AbortSignal } = {},
) {
  const { wallet, calls } = fakeWallet({ view: options.view })
  const server = fakeServer()
  let result!: Promise<void>
  await act(async () => {
    result = showWalletSettings(
      {
        wallet,
        api: server.api,
        token: () => 'session-token',
        state: frameState(),
        passkeys: options.passkeys ?? noPasskeys,
      },
      options.signal ?? new AbortController().signal,
    )
    result.catch(() => {})
  })
  await flush()
  return { result, calls, server }
}

/** Every text a script in this frame could read: text and field values. */
const pageText = () =>
  document.body.textContent + [...document.querySelectorAll('input')].map((i) => i.value).join(' ')

it('lists the devices with a Remove button on the others only, and removes one', async () => {
  const { server } = await open()
  expect(document.querySelector('h1')?.textContent).toBe('Wallet security')
  expect(document.activeElement).toBe(document.querySelector('h1'))
  const items = [...document.querySelectorAll('li')]
  expect(items.map((li) => li.querySelector('p')?.textContent?.trim())).toEqual([
    'Chrome on Linux This browser',
    'Firefox on macOS',
  ])
  expect(items[0]?.querySelector('button')).toBeNull()
  const remove = items[1]?.querySelector('button')
  expect(remove?.getAttribute('aria-label')).toMatch(/^Remove Firefox on macOS/)
  await act(async () => remove?.click())
  await flush()
  expect(server.calls.at(-1)).toMatchObject({
    method: 'POST',
    path: '/api/wallet/devices/revoke',
    body: { enrolmentId: 'e-2' },
    token: 'session-token',
  })
  expect(document.querySelectorAll('li')).toHaveLength(1)
})

it('exports only after the checkbox and the mailed code, keys hidden until Reveal, wiped by Done', async () => {
  const writeText = vi.fn(async () => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const { calls, server } = await open()
  const send = button('Send code')
  expect(send.disabled).toBe(true)
  await act(async () => field('I understand that anyone with this key controls my wallet').click())
  expect(send.disabled).toBe(false)
  await act(async () => send.click())
  await flush()
  expect(server.calls.at(-1)).toMatchObject({ path: '/api/wallet/export/start' })

  await act(async () => typeInto(field('Code from the e-mail'), '000000'))
  await act(async () => button('Show keys').click())
  await flush()
  expect(alerts()).toEqual(['Invalid code'])

  await act(async () => typeInto(field('Code from the e-mail'), '123456'))
  await act(async () => button('Show keys').click())
  await flush()
  expect(calls.filter((c) => c.name === 'exportKeys').map((c) => c.args[1])).toEqual([
    '000000',
    '123456',
  ])
  expect(pageText()).not.toContain(EXPORTED.evmPrivateKey)
  expect(pageText()).not.toContain(EXPORTED.solanaSecretKey)

  await act(async () => button('Copy EVM private key').click())
  await flush()
  expect(writeText).toHaveBeenCalledWith(EXPORTED.evmPrivateKey)

  await act(async () => button('Reveal').click())
  expect(field('EVM private key').value).toBe(EXPORTED.evmPrivateKey)
  expect(field('Solana secret key').value).toBe(EXPORTED.solanaSecretKey)
  expect(field('EVM private key').readOnly).toBe(true)

  await act(async () => button('Done').click())
  expect(pageText()).not.toContain(EXPORTED.evmPrivateKey)
  expect(pageText()).not.toContain(EXPORTED.solanaSecretKey)
  expect(button('Send code').disabled).toBe(true)
})

it('checks a new recovery password (length, repeat) before the worker sees it', async () => {
  const { calls } = await open({
    view: walletView({ recovery: { password: false, passkey: null } }),
  })
  expect(document.body.textContent).toContain('No recovery method yet')
  expect(document.body.textContent).toContain('cannot be reset')
  await act(async () => typeInto(field('Recovery password'), 'short'))
  await act(async () => button('Set recovery password').click())
  expect(alerts()).toEqual(['Use at least 12 characters'])
  await act(async () => typeInto(field('Recovery password'), 'a long random passphrase'))
  await act(async () => typeInto(field('Repeat the password'), 'a long random passphrasf'))
  await act(async () => button('Set recovery password').click())
  expect(alerts()).toEqual(['The two passwords are not the same'])
  expect(calls.some((c) => c.name === 'setRecoveryPassword')).toBe(false)

  await act(async () => typeInto(field('Repeat the password'), 'a long random passphrase'))
  await act(async () => button('Set recovery password').click())
  await flush()
  expect(calls.find((c) => c.name === 'setRecoveryPassword')?.args).toEqual([
    'session-token',
    'a long random passphrase',
  ])
  expect(document.body.textContent).toContain('A recovery password can unlock this wallet')
  expect(field('New recovery password').value).toBe('')
})

it('adds a passkey where the browser can, handing the worker its PRF output', async () => {
  const made = { credentialId: 'AQID', prfSalt: 'c2FsdA', prfOutput: new Uint8Array(32).fill(1) }
  const create = vi.fn(async () => made)
  const { calls } = await open({ passkeys: { ...noPasskeys, supported: async () => true, create } })
  await act(async () => button('Add passkey').click())
  await flush()
  expect(create).toHaveBeenCalledWith({ name: 'ada@example.com' })
  expect(calls.find((c) => c.name === 'setRecoveryPasskey')?.args).toEqual(['session-token', made])
  expect(queryButton('Replace passkey')).not.toBeNull()
})

it('on a browser without a key share asks for recovery first, then shows the settings', async () => {
  await open({ view: walletView({ enrolled: false }) })
  expect(document.querySelector('h1')?.textContent).toBe('Unlock your wallet on this browser')
  await act(async () => typeInto(field('Recovery password'), 'correct horse battery staple'))
  await act(async () => button('Unlock').click())
  await flush()
  expect(document.querySelector('h1')?.textContent).toBe('Wallet security')
  expect(document.activeElement).toBe(document.querySelector('h1'))
})

it('resolves on Close or Escape and rejects with the reason when aborted', async () => {
  const closed = await open()
  await act(async () => button('Close').click())
  await expect(closed.result).resolves.toBeUndefined()
  expect(document.querySelector('main')).toBeNull()

  const escaped = await open()
  await act(async () =>
    document
      .querySelector('main')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
  )
  await expect(escaped.result).resolves.toBeUndefined()

  const controller = new AbortController()
  const aborted = await open({ signal: controller.signal })
  await act(async () => controller.abort(new Error('modal closed')))
  await expect(aborted.result).rejects.toThrow('modal closed')
  expect(document.querySelector('main')).toBeNull()
})
