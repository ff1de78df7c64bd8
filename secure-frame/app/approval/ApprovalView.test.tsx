// @vitest-environment jsdom
/** The Approve button as a person (or a script in the frame) meets it: off until the frame is seen. */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { activateFrameLocale } from '../i18n/frameI18n.ts'
import { ApprovalView } from './ApprovalView.tsx'
import type { IntersectionObserverClass } from './visibilityArming.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let report: (isVisible: boolean) => void = () => {}
const Observer: IntersectionObserverClass = class {
  constructor(callback: IntersectionObserverCallback) {
    report = (isVisible) =>
      callback(
        [
          {
            isIntersecting: true,
            intersectionRatio: 1,
            isVisible,
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      )
  }
  observe() {}
  disconnect() {}
}

let root: Root
let host: HTMLDivElement
beforeEach(() => {
  vi.useFakeTimers()
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.useRealTimers()
})

it('keeps Approve off, saying why, until the frame has been visible for 500 ms', async () => {
  const onAnswer = vi.fn()
  await act(async () =>
    root.render(
      <ApprovalView
        method="personal_sign"
        params={['0x6869', '0x0000000000000000000000000000000000000001']}
        origin="http://localhost:5173"
        dapp={null}
        onAnswer={onAnswer}
        arming={{ IntersectionObserver: Observer }}
      />,
    ),
  )
  const approve = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Approve')
  if (!approve) throw new Error('no Approve button')
  const reason = () =>
    document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent
  expect(approve.disabled).toBe(true)
  expect(reason()).toBe('Approve turns on once this window has been fully visible for a moment')

  // Covered or transparent (isVisible false): stays off however long it is shown.
  await act(async () => {
    report(false)
    vi.advanceTimersByTime(5_000)
  })
  expect(approve.disabled).toBe(true)

  await act(async () => {
    report(true)
    vi.advanceTimersByTime(500)
  })
  expect(approve.disabled).toBe(false)
  expect(approve.hasAttribute('aria-describedby')).toBe(false)

  // A click a script makes (isTrusted false) is ignored even when armed.
  await act(async () => approve.click())
  expect(onAnswer).not.toHaveBeenCalled()

  // Losing visibility turns it off again at once.
  await act(async () => report(false))
  expect(approve.disabled).toBe(true)

  // Reject needs no wait: refusing blind is harmless.
  const reject = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Reject')
  await act(async () => reject?.click())
  expect(onAnswer).toHaveBeenCalledWith(false)
})

it('reads like a confirmation: action, who asks (warned when the dapp claims another site), network', async () => {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: ['0x2222222222222222222222222222222222222222', maxUint256],
  })
  await act(async () =>
    root.render(
      <ApprovalView
        method="eth_sendTransaction"
        params={[{ to: '0x1111111111111111111111111111111111111111', data, chainId: '0x1' }]}
        origin="https://evil.example"
        dapp={{
          projectId: 'p',
          metadata: { name: 'Uniswap', description: '', url: 'https://app.uniswap.org', icons: [] },
        }}
        chainId={31337}
        onAnswer={() => {}}
        arming={{ IntersectionObserver: Observer }}
      />,
    ),
  )
  const text = host.textContent ?? ''
  expect(host.querySelector('h1')?.textContent).toBe('Allow token spending')
  expect(host.querySelector('.origin')?.textContent).toBe('evil.example')
  expect(host.querySelector('[role="note"]')?.textContent).toContain(
    'says it is https://app.uniswap.org, but the request comes from https://evil.example',
  )
  expect(text).toContain('Ethereum · 1')
  expect(text).toContain('Unlimited')
  expect(text).toContain('0x2222222222222222222222222222222222222222')
  // The buttons come last, after the details.
  expect(host.querySelector('main > footer button')?.textContent).toBe('Reject')
})

it("counts Solana transactions in the locale's plural and names the cluster", async () => {
  await activateFrameLocale('es')
  try {
    await act(async () =>
      root.render(
        <ApprovalView
          method="solana_signAllTransactions"
          params={{ transactions: ['a', 'b'] }}
          origin="http://localhost:5173"
          dapp={null}
          chainId="solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"
          onAnswer={() => {}}
          arming={{ IntersectionObserver: Observer }}
        />,
      ),
    )
    expect(host.querySelector('h1')?.textContent).toBe('Firmar 2 transacciones de Solana')
    expect(host.querySelector('.network strong')?.textContent).toBe('Solana Devnet')
  } finally {
    await activateFrameLocale('en')
  }
})

it('speaks the activated locale, right to left for Arabic', async () => {
  await activateFrameLocale('ar')
  try {
    await act(async () =>
      root.render(
        <ApprovalView
          method="personal_sign"
          params={['0x68656c6c6f', '0x0000000000000000000000000000000000000001']}
          origin="http://localhost:5173"
          dapp={null}
          onAnswer={() => {}}
          arming={{ IntersectionObserver: Observer }}
        />,
      ),
    )
    const main = host.querySelector('main')
    expect(main?.getAttribute('dir')).toBe('rtl')
    expect(main?.getAttribute('lang')).toBe('ar')
    expect(host.querySelector('h1')?.textContent).toBe('توقيع رسالة')
    expect(host.querySelector('pre')?.textContent).toBe('hello')
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'رفض',
      'موافقة',
    ])
  } finally {
    await activateFrameLocale('en')
  }
})

it('summarises a session grant: limit, token, recipient, until when, and what it allows', async () => {
  await activateFrameLocale('en')
  const grant = {
    chainId: '0x7a69',
    expiry: 1_900_000_000,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x04${'ab'.repeat(64)}` } },
    permissions: [
      {
        type: 'erc20-token-transfer',
        data: {
          address: '0x1111111111111111111111111111111111111111',
          allowance: '0x989680',
          recipient: '0x2222222222222222222222222222222222222222',
        },
        policies: [],
      },
    ],
  }
  await act(async () =>
    root.render(
      <ApprovalView
        method="wallet_grantPermissions"
        params={[grant]}
        origin="https://shop.example"
        dapp={{
          projectId: 'p',
          metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
        }}
        chainId={31337}
        onAnswer={() => {}}
        arming={{ IntersectionObserver: Observer }}
      />,
    ),
  )
  const text = host.textContent ?? ''
  expect(host.querySelector('h1')?.textContent).toBe('Allow a session')
  expect(text).toContain('without asking you again')
  expect(text).toContain('10,000,000 token base units')
  expect(text).toContain('0x1111111111111111111111111111111111111111')
  expect(text).toContain('0x2222222222222222222222222222222222222222')
  expect(text).toContain('2030')
})

it('shows a session limit in the token’s units when the chain named it, and a revocation', async () => {
  await activateFrameLocale('en')
  const grant = {
    chainId: '0x7a69',
    expiry: 1_900_000_000,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x04${'ab'.repeat(64)}` } },
    permissions: [
      {
        type: 'erc20-token-transfer',
        data: {
          address: '0x1111111111111111111111111111111111111111',
          allowance: '0x989680',
          recipient: '0x2222222222222222222222222222222222222222',
        },
        policies: [],
      },
    ],
  }
  const render = (method: string, params: unknown, token?: { symbol: string; decimals: number }) =>
    act(async () =>
      root.render(
        <ApprovalView
          method={method}
          params={params}
          origin="https://shop.example"
          dapp={null}
          chainId={31337}
          {...(token ? { token } : {})}
          onAnswer={() => {}}
          arming={{ IntersectionObserver: Observer }}
        />,
      ),
    )
  await render('wallet_grantPermissions', [grant], { symbol: 'tUSD', decimals: 6 })
  expect(host.textContent).toContain('10 tUSD')
  expect(host.textContent).toContain('tUSD · 0x1111111111111111111111111111111111111111')
  expect(host.textContent).toContain('shop.example')
  const pci = `0x${'ab'.repeat(32)}`
  await render('wallet_revokePermissions', [{ permissionsContext: pci }])
  expect(host.querySelector('h1')?.textContent).toBe('Revoke a session')
  expect(host.textContent).toContain(pci)
  expect(host.textContent).toContain('will no longer be able to send')
})
