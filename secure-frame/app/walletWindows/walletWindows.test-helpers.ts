/**
 * Test helpers for the wallet windows: a wallet worker and a frame server that answer as the
 * real ones are specified to (secure-frame/KEYS.md), recording calls, and DOM helpers that act
 * as a person does (type into a labelled field, press a named button).
 */
import { createPorticoError } from '@portico/shared'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { FrameState } from '../handlers/frameState.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import type { PasskeyClient } from './passkeyClient.ts'
import type { WalletWindowDeps } from './walletWindowDeps.ts'

export const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EXPORTED = {
  evmPrivateKey: `0x${'59'.repeat(32)}` as const,
  solanaSecretKey:
    '4NMwxzmYj2uvHuq8xoqhY8RXg63KSVJM1DXkpbmkUY7YQWuoyQgFnnzn6yo3CMnqZasnNPNuAT2TLwQsCaKkUddp',
}

export const walletView = (over: Partial<WalletView> = {}): WalletView => ({
  evmAddress: EVM_ADDRESS,
  solanaAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  enrolled: true,
  recovery: { password: true, passkey: null },
  ...over,
})

export const frameState = (): FrameState => ({
  projectId: 'p',
  chainIds: [31337],
  solanaChains: [],
  smartAccountChains: [],
  chainId: 31337,
  theme: {},
  dappData: null,
  user: { email: 'ada@example.com', address: EVM_ADDRESS, chainId: 31337 },
})

/** A worker whose recovery password is `password` and whose export code is `code`. */
export function fakeWallet(options: { view?: WalletView; password?: string; code?: string } = {}) {
  const password = options.password ?? 'correct horse battery staple'
  const code = options.code ?? '123456'
  let view = options.view ?? walletView()
  const calls: { name: string; args: unknown[] }[] = []
  const wallet: WalletWindowDeps['wallet'] = {
    async ensureWallet(...args) {
      calls.push({ name: 'ensureWallet', args })
      return view
    },
    async recover(...args) {
      calls.push({ name: 'recover', args })
      const [, factor] = args
      if (factor.kind === 'password' && factor.password !== password) {
        throw createPorticoError('WALLET_RECOVERY_PASSWORD_WRONG')
      }
      view = { ...view, enrolled: true }
      return view
    },
    async setRecoveryPassword(...args) {
      calls.push({ name: 'setRecoveryPassword', args })
      view = { ...view, recovery: { ...view.recovery, password: true } }
      return view
    },
    async setRecoveryPasskey(...args) {
      calls.push({ name: 'setRecoveryPasskey', args })
      const [, { credentialId, prfSalt }] = args
      view = { ...view, recovery: { ...view.recovery, passkey: { credentialId, prfSalt } } }
      return view
    },
    async exportKeys(...args) {
      calls.push({ name: 'exportKeys', args })
      if (args[1] !== code) {
        throw new FrameApiError('Invalid code', 'INVALID_OTP', 400)
      }
      return { ...EXPORTED }
    },
  }
  return { wallet, calls }
}

/** The frame server's wallet routes over an in-memory device list. */
export function fakeServer(
  devices = [
    {
      enrolmentId: 'e-1',
      current: true,
      browser: 'Chrome on Linux',
      createdAt: '2026-11-01T10:00:00Z',
      lastUsedAt: '2026-11-25T10:00:00Z',
    },
    {
      enrolmentId: 'e-2',
      current: false,
      browser: 'Firefox on macOS',
      createdAt: '2026-10-01T10:00:00Z',
      lastUsedAt: null,
    },
  ],
) {
  const calls: { method: string; path: string; body?: unknown; token?: string }[] = []
  let list = devices
  const answer = (path: string, body: unknown): unknown => {
    if (path === '/api/wallet/devices') return { devices: list }
    if (path === '/api/wallet/devices/revoke') {
      const { enrolmentId } = body as { enrolmentId: string }
      list = list.filter((d) => d.enrolmentId !== enrolmentId)
      return { devices: list }
    }
    if (path === '/api/wallet/export/start') return {}
    throw new Error(`no route ${path}`)
  }
  const api: FrameApi = {
    async get(path, options) {
      calls.push({ method: 'GET', path, token: options?.token })
      const json = answer(path, undefined)
      return options?.schema ? options.schema.parse(json) : (json as never)
    },
    async post(path, body, options) {
      calls.push({ method: 'POST', path, body, token: options?.token })
      const json = answer(path, body)
      return options?.schema ? options.schema.parse(json) : (json as never)
    },
    async put(path, body, options) {
      calls.push({ method: 'PUT', path, body, token: options?.token })
      const json = answer(path, body)
      return options?.schema ? options.schema.parse(json) : (json as never)
    },
  }
  return { api, calls }
}

export const noPasskeys: PasskeyClient = {
  supported: async () => false,
  evaluate: async () => {
    throw new Error('no passkey')
  },
  create: async () => {
    throw new Error('no passkey')
  },
}

/** The button whose accessible name (aria-label, else text) is `name`. */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  )
  if (!found) throw new Error(`no button named ${name}`)
  return found
}
export const queryButton = (name: string) => {
  try {
    return button(name)
  } catch {
    return null
  }
}

/** The input whose <label> reads `text`. */
export function field(text: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.trim().startsWith(text),
  )
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${text}`)
  return input
}

/** Types `value` into `input` the way React sees typing. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export const alerts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent?.trim())
