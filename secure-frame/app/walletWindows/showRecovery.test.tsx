// @vitest-environment jsdom
/** "Unlock your wallet on this browser" as the user meets it: fields, inline errors, closing. */
import { createPorticoError } from '@portico/shared'
import { act } from 'react'
import { afterEach, expect, it } from 'vitest'
import { showRecovery } from './showRecovery.tsx'
import {
  alerts,
  button,
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
const token = () => 'session-token'

afterEach(() => {
  document.body.innerHTML = ''
})

async function open(view = walletView({ enrolled: false }), signal = new AbortController().signal) {
  const { wallet, calls } = fakeWallet()
  let result!: Promise<unknown>
  await act(async () => {
    result = showRecovery(
      view,
      { wallet, token, state: frameState(), passkeys: noPasskeys },
      signal,
    )
    result.catch(() => {})
  })
  await flush()
  return { result, calls }
}

it('says a wrong password inline and unlocks with the right one', async () => {
  const { result, calls } = await open()
  expect(document.querySelector('h1')?.textContent).toBe('Unlock your wallet on this browser')
  expect(document.activeElement).toBe(document.querySelector('h1'))
  expect(queryButton('Use passkey')).toBeNull()

  await act(async () => typeInto(field('Recovery password'), 'guess guess guess'))
  await act(async () => button('Unlock').click())
  await flush()
  expect(alerts()).toEqual(['Wrong recovery password'])
  expect(field('Recovery password').getAttribute('aria-invalid')).toBe('true')

  await act(async () => typeInto(field('Recovery password'), 'correct horse battery staple'))
  await act(async () => button('Unlock').click())
  await flush()
  await expect(result).resolves.toMatchObject({ enrolled: true })
  expect(calls.filter((c) => c.name === 'recover').map((c) => c.args)).toEqual([
    ['session-token', { kind: 'password', password: 'guess guess guess' }],
    ['session-token', { kind: 'password', password: 'correct horse battery staple' }],
  ])
  // The window and the password are gone from the page.
  expect(document.querySelector('input')).toBeNull()
})

it('offers the passkey where the browser has PRF and sends its output to the worker', async () => {
  const { wallet, calls } = fakeWallet()
  const prfOutput = new Uint8Array(32).fill(3)
  const passkey = { credentialId: 'AQID', prfSalt: 'c2FsdA' }
  let result!: Promise<unknown>
  await act(async () => {
    result = showRecovery(
      walletView({ enrolled: false, recovery: { password: false, passkey } }),
      {
        wallet,
        token,
        state: frameState(),
        passkeys: { ...noPasskeys, supported: async () => true, evaluate: async () => prfOutput },
      },
      new AbortController().signal,
    )
  })
  await flush()
  expect(() => field('Recovery password')).toThrow()
  await act(async () => button('Use passkey').click())
  await flush()
  await expect(result).resolves.toMatchObject({ enrolled: true })
  expect(calls.find((c) => c.name === 'recover')?.args[1]).toEqual({ kind: 'passkey', prfOutput })
})

it('says inline when the passkey gives no answer, keeping the window open', async () => {
  const { wallet, calls } = fakeWallet()
  const passkey = { credentialId: 'AQID', prfSalt: 'c2FsdA' }
  await act(async () => {
    showRecovery(
      walletView({ enrolled: false, recovery: { password: true, passkey } }),
      {
        wallet,
        token,
        state: frameState(),
        passkeys: {
          ...noPasskeys,
          supported: async () => true,
          evaluate: async () => {
            throw createPorticoError('WALLET_PASSKEY_FAILED')
          },
        },
      },
      new AbortController().signal,
    ).catch(() => {})
  })
  await flush()
  await act(async () => button('Use passkey').click())
  await flush()
  expect(alerts()).toEqual(['The passkey did not answer'])
  expect(calls.some((c) => c.name === 'recover')).toBe(false)
  expect(button('Unlock')).toBeDefined()
})

it('without a recovery method explains it and Close rejects with WALLET_RECOVERY_NOT_SET_UP', async () => {
  const { result } = await open(
    walletView({ enrolled: false, recovery: { password: false, passkey: null } }),
  )
  expect(alerts()[0]).toContain('No recovery method')
  expect(alerts()[0]).toContain('Open it in the browser where you created it')
  await act(async () => button('Close').click())
  await expect(result).rejects.toMatchObject({ code: 'WALLET_RECOVERY_NOT_SET_UP' })
})

it('Escape cancels with USER_REJECTED; an aborted signal closes it with its reason', async () => {
  const first = await open()
  await act(async () =>
    document
      .querySelector('main')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
  )
  await expect(first.result).rejects.toMatchObject({ code: 'USER_REJECTED' })

  const controller = new AbortController()
  const second = await open(undefined, controller.signal)
  const reason = new Error('host aborted')
  await act(async () => controller.abort(reason))
  await expect(second.result).rejects.toBe(reason)
  expect(document.querySelector('main')).toBeNull()
})
