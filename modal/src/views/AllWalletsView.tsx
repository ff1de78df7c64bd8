/**
 * All Wallets: the whole catalogue, 40 a page as the list scrolls, searchable (100 results, shown
 * after at least 300 ms), rendered virtually: only the rows in view exist in the DOM.
 */
import { WALLET_PAGE_SIZES, WALLET_SEARCH_WAIT_MS } from '@portico/shared'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { fetchWallets } from '../api/walletCatalogueThunks.ts'
import type { CatalogueWallet, GetWalletsResult } from '../api/walletCatalogueTypes.ts'
import { selectWallet } from '../connectors/selectWallet.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectConnectLocked } from '../store/legalConsentSlice.ts'
import { selectWalletListOptions } from '../store/optionsSlice.ts'
import { showError } from '../store/snackbarThunks.ts'
import { LiveRegion } from '../ui/LiveRegion.tsx'
import { Skeleton } from '../ui/Skeleton.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useWalletImage } from '../ui/useWalletImage.ts'
import { WalletImage } from '../ui/WalletImage.tsx'
import { useWalletConnectIntent } from './walletconnect/useWalletConnectIntent.ts'

const COLUMNS = 4
/** Narrower than this (a 320 px phone), four tiles would cut names: the grid has three. */
const NARROW_GRID_WIDTH = 320
const NARROW_COLUMNS = 3
const ROW_HEIGHT = 92
const VIEWPORT_HEIGHT = 360
const OVERSCAN_ROWS = 2

export function AllWalletsView() {
  const dispatch = useAppDispatch()
  const wcIntent = useWalletConnectIntent()
  const walletImage = useWalletImage()
  const { t } = useModalI18n()
  const { includeWalletIds, excludeWalletIds } = useAppSelector(selectWalletListOptions)
  const id = useId()
  const locked = useAppSelector(selectConnectLocked)
  const [search, setSearch] = useState('')
  const [wallets, setWallets] = useState<CatalogueWallet[]>([])
  const [count, setCount] = useState(0)
  const [loading, setLoading] = useState(true)
  const [scrollTop, setScrollTop] = useState(0)
  const pageRef = useRef(0)
  const queryRef = useRef(0)

  const load = useCallback(
    async (page: number, term: string, replace: boolean) => {
      const query = ++queryRef.current
      setLoading(true)
      const started = performance.now()
      const entries = term ? WALLET_PAGE_SIZES.search : WALLET_PAGE_SIZES.list
      let result: GetWalletsResult
      try {
        result = await dispatch(
          fetchWallets({
            page,
            entries,
            search: term || undefined,
            include: includeWalletIds,
            exclude: excludeWalletIds,
          }),
        )
      } catch (error) {
        if (query === queryRef.current) {
          setLoading(false)
          dispatch(showError(error))
        }
        return
      }
      // Search results show after a minimum wait (SPEC §5), so the list does not flicker.
      const wait = term ? WALLET_SEARCH_WAIT_MS - (performance.now() - started) : 0
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      if (query !== queryRef.current) return
      pageRef.current = page
      setCount(result.count)
      setWallets((prev) => (replace ? result.data : [...prev, ...result.data]))
      setLoading(false)
    },
    [dispatch, includeWalletIds, excludeWalletIds],
  )

  useEffect(() => {
    setScrollTop(0)
    void load(1, search.trim(), true)
  }, [search, load])

  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(COLUMNS)
  useEffect(() => {
    const el = scroller.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      setColumns(el.clientWidth < NARROW_GRID_WIDTH ? NARROW_COLUMNS : COLUMNS),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const rows = Math.ceil(wallets.length / columns)
  const firstRow = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS)
  const lastRow = Math.min(
    rows,
    Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN_ROWS,
  )
  const visible = wallets.slice(firstRow * columns, lastRow * columns)

  const onScroll = (top: number, height: number) => {
    setScrollTop(top)
    const nearEnd = top + VIEWPORT_HEIGHT > height - ROW_HEIGHT * 2
    if (nearEnd && !loading && !search.trim() && wallets.length < count)
      void load(pageRef.current + 1, '', false)
  }

  return (
    <div className="portico-body">
      <label htmlFor={`${id}-search`} className="portico-visually-hidden">
        {t('allWallets.search')}
      </label>
      <input
        id={`${id}-search`}
        className="portico-field"
        type="search"
        placeholder={t('allWallets.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <LiveRegion message={loading ? t('allWallets.loading') : t('allWallets.count', { count })} />
      <div
        ref={scroller}
        className="portico-grid-scroller"
        data-testid="all-wallets-scroller"
        onScroll={(e) => onScroll(e.currentTarget.scrollTop, e.currentTarget.scrollHeight)}
      >
        <div style={{ height: rows * ROW_HEIGHT }} />
        {loading && wallets.length === 0 && (
          <Skeleton label={t('allWallets.loading')} count={columns * 2} shape="tile" />
        )}
        <ul
          className="portico-grid"
          aria-label={t('allWallets.list')}
          aria-busy={loading}
          data-count={count}
          style={{ top: firstRow * ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, 1fr)` }}
        >
          {visible.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                className="portico-grid-item"
                disabled={locked}
                onClick={() => dispatch(selectWallet(w))}
                {...wcIntent(w)}
              >
                <WalletImage name={w.name} src={walletImage(w)} size={40} />
                <span>{w.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {loading && wallets.length > 0 && <Spinner label={t('allWallets.loading')} />}
      {!loading && wallets.length === 0 && <p className="portico-muted">{t('allWallets.empty')}</p>}
    </div>
  )
}
