import type { Transaction } from '@portico/shared'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCurrentTab, setTokenBalance } from '../../features/account/accountSlice.ts'
import {
  fetchNfts,
  loadTransactions,
  refreshBalances,
} from '../../features/account/accountThunks.ts'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
  PTK,
  token,
} from '../../features/account/fakeCloud.test-helpers.ts'
import {
  transactionsReceived,
  transactionsRequested,
} from '../../features/account/transactionsSlice.ts'
import { watchTransactions } from '../../features/account/transactionsThunks.ts'
import { setLocale } from '../../store/localeSlice.ts'
import { modalClosed, modalOpened } from '../../store/modalSlice.ts'
import { renderWithStore, unmountAll } from '../../ui/renderWithStore.test-helpers.tsx'
import { AccountTabs } from './AccountTabs.tsx'

vi.mock('../../features/account/accountThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'fetchNfts',
    'loadTransactions',
    'refreshBalances',
  ]),
)
vi.mock('../../features/account/transactionsThunks.ts', async (original) =>
  (await import('../../ui/renderWithStore.test-helpers.tsx')).spyOnThunks(original, [
    'watchTransactions',
  ]),
)

const OWNER = `eip155:31337:${ACCOUNT}`
const tx = (
  id: string,
  minedAt: string,
  operationType: 'send' | 'receive',
  spam = false,
): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    status: 'confirmed',
    operationType,
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: spam
    ? [
        {
          direction: 'in',
          nft_info: { name: 'Spam', tokenId: '1', flags: { is_spam: true } },
          quantity: { numeric: '1' },
        },
      ]
    : [
        {
          direction: 'in',
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          quantity: { numeric: '0.5' },
        },
      ],
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-10T12:00:00'))
})
afterEach(async () => {
  vi.useRealTimers()
  await unmountAll()
})

function setup() {
  const { store } = createConnectedStore(createFakeCloud().cloud)
  vi.mocked(fetchNfts).mockImplementation(() => async () => ({ data: [], next: null }))
  return { store }
}
const byTestId = (root: ParentNode, id: string) =>
  root.querySelector(`[data-testid="${id}"]`) as HTMLElement

describe('AccountTabs', () => {
  it('shows Tokens first: 2 decimals and the USD value per token', async () => {
    const { store } = setup()
    store.dispatch(setTokenBalance('eip155', [ETH, token('PTK', '1234.5678', { value: 1234.57 })]))
    const view = await renderWithStore(<AccountTabs />, store)
    expect(byTestId(view, 'account-tab-tokens').getAttribute('aria-selected')).toBe('true')
    const row = byTestId(view, 'token-row-PTK')
    expect(byTestId(row, 'token-quantity').textContent).toBe('1,234.57 PTK')
    expect(byTestId(row, 'token-value').textContent).toBe('$1,234.57')
    expect(byTestId(view, 'token-row-ETH')).not.toBeNull()
  })

  it('arrow keys switch tabs through the core', async () => {
    const { store } = setup()
    store.dispatch(setTokenBalance('eip155', [PTK]))
    const view = await renderWithStore(<AccountTabs />, store)
    byTestId(view, 'account-tab-tokens').focus()
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      )
    })
    expect(store.getState().account.byNamespace.eip155?.currentTab).toBe('NFTs')
    expect(byTestId(view, 'account-tab-nfts').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(byTestId(view, 'account-tab-nfts'))
    expect(byTestId(view, 'nfts-empty')?.textContent).toBe('No NFTs yet')
  })

  it('Activity: loads, groups by month (year when not this one), hides spam', async () => {
    const { store } = setup()
    store.dispatch(setCurrentTab('eip155', 'Activity'))
    const view = await renderWithStore(<AccountTabs />, store)
    expect(loadTransactions).toHaveBeenCalled()
    expect(view.querySelector('[role="progressbar"]')).not.toBeNull()
    await act(async () => {
      store.dispatch(transactionsRequested({ owner: OWNER }))
      store.dispatch(
        transactionsReceived({
          owner: OWNER,
          chainId: 'eip155:31337',
          data: [
            tx('a', '2026-03-09T12:00:00', 'receive'),
            tx('s', '2026-03-08T12:00:00', 'receive', true),
            tx('b', '2026-02-01T12:00:00', 'send'),
            tx('c', '2025-12-24T12:00:00', 'send'),
          ],
          next: 'cursor-2',
        }),
      )
    })
    const titles = [...view.querySelectorAll('[data-testid="activity-group-title"]')].map(
      (h) => h.textContent,
    )
    expect(titles).toEqual(['March', 'February', 'December 2025'])
    const entries = [...view.querySelectorAll('[data-testid="activity-entry"]')]
    expect(entries).toHaveLength(3)
    expect(byTestId(entries[0] as HTMLElement, 'activity-description').textContent).toBe(
      '+0.500 ETH',
    )
    expect(byTestId(entries[1] as HTMLElement, 'activity-description').textContent).toBe(
      '-0.500 ETH',
    )
    expect(entries[0]?.querySelector('time')?.textContent).toBe('1 d')
    await act(async () => byTestId(view, 'activity-load-more').click())
    expect(loadTransactions).toHaveBeenCalledWith({ more: true })
  })

  it('Activity keeps its list fresh only while on screen in the open modal', async () => {
    const { store } = setup()
    const stop = vi.fn()
    vi.mocked(watchTransactions).mockReturnValue(() => stop)
    store.dispatch(setCurrentTab('eip155', 'Activity'))
    // The view stays mounted while the modal is closed: nothing is watched then.
    await renderWithStore(<AccountTabs />, store)
    expect(watchTransactions).not.toHaveBeenCalled()
    await act(async () => store.dispatch(modalOpened()))
    expect(watchTransactions).toHaveBeenCalledTimes(1)
    const { isVisible, onHistory } = vi.mocked(watchTransactions).mock.calls[0]?.[0] ?? {}
    expect(isVisible?.()).toBe(true)
    // A pushed change to the account reads its balances again too.
    expect(refreshBalances).not.toHaveBeenCalled()
    onHistory?.()
    expect(refreshBalances).toHaveBeenCalledTimes(1)
    await act(async () => store.dispatch(modalClosed()))
    expect(stop).toHaveBeenCalledTimes(1)
    await act(async () => store.dispatch(modalOpened()))
    expect(watchTransactions).toHaveBeenCalledTimes(2)
    // Another tab: Activity is off screen.
    await act(async () => store.dispatch(setCurrentTab('eip155', 'Tokens')))
    expect(stop).toHaveBeenCalledTimes(2)
  })

  it('Activity: empty once loaded with nothing', async () => {
    const { store } = setup()
    store.dispatch(setCurrentTab('eip155', 'Activity'))
    store.dispatch(transactionsRequested({ owner: OWNER }))
    store.dispatch(transactionsReceived({ owner: OWNER, chainId: 'eip155:31337', data: [] }))
    const view = await renderWithStore(<AccountTabs />, store)
    expect(byTestId(view, 'activity-empty').textContent).toBe('No activity yet')
  })

  it('NFTs: a grid of image, name and collection, more by cursor', async () => {
    const { store } = setup()
    const nft = (id: string) => ({
      chainId: 'eip155:31337',
      contractAddress: '0xc011',
      tokenId: id,
      name: `Card #${id}`,
      collectionName: 'Cards',
      imageUrl: `https://img.test/${id}.svg`,
    })
    vi.mocked(fetchNfts).mockImplementation(
      (cursor) => async () =>
        cursor ? { data: [nft('2')], next: null } : { data: [nft('1')], next: 'n2' },
    )
    store.dispatch(setCurrentTab('eip155', 'NFTs'))
    const view = await renderWithStore(<AccountTabs />, store)
    expect(view.querySelectorAll('[data-testid="nft-item"]')).toHaveLength(1)
    expect(byTestId(view, 'nft-item').textContent).toContain('Card #1')
    expect(byTestId(view, 'nft-item').textContent).toContain('Cards')
    await act(async () => byTestId(view, 'nfts-load-more').click())
    expect(fetchNfts).toHaveBeenLastCalledWith('n2')
    expect(view.querySelectorAll('[data-testid="nft-item"]')).toHaveLength(2)
    expect(byTestId(view, 'nfts-load-more')).toBeNull()
  })
})

describe('AccountTabs in other languages', () => {
  async function activity(locale: 'es' | 'ar') {
    const { store } = setup()
    store.dispatch(setLocale(locale))
    store.dispatch(setTokenBalance('eip155', [token('PTK', '1234.5678', { value: 1234.57 })]))
    store.dispatch(setCurrentTab('eip155', 'Activity'))
    const view = await renderWithStore(<AccountTabs />, store)
    await act(async () => {
      store.dispatch(transactionsRequested({ owner: OWNER }))
      store.dispatch(
        transactionsReceived({
          owner: OWNER,
          chainId: 'eip155:31337',
          data: [tx('a', '2026-03-08T12:00:00', 'receive'), tx('c', '2025-12-24T12:00:00', 'send')],
          next: null,
        }),
      )
    })
    const text = (id: string) =>
      [...view.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent)
    return { view, text }
  }

  it('Spanish: tabs, month groups, ages and amounts in Spanish', async () => {
    const { view, text } = await activity('es')
    expect(byTestId(view, 'account-tab-activity').textContent).toBe('Actividad')
    expect(text('activity-group-title')).toEqual(['marzo', 'diciembre de 2025'])
    expect(text('activity-description')).toEqual(['+0,500 ETH', '-0,500 ETH'])
    expect(view.querySelector('time')?.textContent).toBe('2 d')
    expect(view.querySelector('.portico-strong')?.textContent).toBe('Recepción')
    await act(async () => byTestId(view, 'account-tab-tokens').click())
    expect(text('token-value')).toEqual(['1234,57\u00a0US$'])
  })

  it('Arabic: Arabic tabs, months and plurals', async () => {
    const { view, text } = await activity('ar')
    expect(byTestId(view, 'account-tab-activity').textContent).toBe('النشاط')
    expect(text('activity-group-title')[0]).toBe('مارس')
    expect(view.querySelector('time')?.textContent).toBe('يومان')
    // A description starts with its amount and symbol: it keeps their left-to-right order.
    expect(byTestId(view, 'activity-description').getAttribute('dir')).toBe('auto')
  })
})
