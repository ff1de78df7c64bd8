import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenPicker, type TokenPickerItem } from './TokenPicker.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

const item = (name: string, symbol: string, current = false): TokenPickerItem => ({
  key: symbol,
  testId: `token-${symbol}`,
  name,
  symbol,
  detail: `1 ${symbol}`,
  current,
  onSelect: vi.fn(),
})

async function render(items: TokenPickerItem[]) {
  const host = document.body.appendChild(document.createElement('div'))
  await act(async () =>
    createRoot(host).render(
      <TokenPicker
        items={items}
        listLabel="Tokens"
        search={{ label: 'Search token', testId: 'search' }}
        emptyText="No tokens found"
        emptyTestId="empty"
      />,
    ),
  )
  const search = host.querySelector('[data-testid="search"]') as HTMLInputElement
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, text)
      search.dispatchEvent(new Event('input', { bubbles: true }))
    })
  const shown = () =>
    [...host.querySelectorAll('li button')].map((b) => b.getAttribute('data-testid'))
  return { host, type, shown }
}

describe('TokenPicker', () => {
  it('lists every token, marks the chosen one, and picks on click', async () => {
    const items = [item('Ether', 'ETH', true), item('Test USD', 'tUSD')]
    const { host, shown } = await render(items)
    expect(shown()).toEqual(['token-ETH', 'token-tUSD'])
    expect(host.querySelector('[aria-current="true"]')?.textContent).toContain('Ether')
    await act(async () => (host.querySelector('[data-testid="token-tUSD"]') as HTMLElement).click())
    expect(items[1]?.onSelect).toHaveBeenCalledOnce()
  })

  it('filters by name or symbol, whatever the case, and says when nothing matches', async () => {
    const { host, type, shown } = await render([item('Ether', 'ETH'), item('Test USD', 'tUSD')])
    await type('usd')
    expect(shown()).toEqual(['token-tUSD'])
    await type(' ether ')
    expect(shown()).toEqual(['token-ETH'])
    await type('doge')
    expect(shown()).toEqual([])
    expect(host.querySelector('[data-testid="empty"]')?.textContent).toBe('No tokens found')
  })
})
