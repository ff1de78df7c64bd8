/**
 * The NFTs tab: a grid of the account's NFTs on the active network (image, name, collection),
 * a page at a time by the cloud's cursor. The pages live here: the cloud's cache serves a
 * revisit (RTK Query), and nothing else reads them.
 */
import type { Nft } from '@portico/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { fetchNfts } from '../../features/account/accountThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { NftCard } from './NftCard.tsx'

interface NftList {
  nfts: Nft[]
  next?: string
  loading: boolean
  failed: boolean
}

export function NftsTab() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const chainId = useAppSelector(selectActiveCaipNetwork)?.caipNetworkId
  const [list, setList] = useState<NftList>({ nfts: [], loading: true, failed: false })
  // Answers for an earlier account or network are dropped.
  const request = useRef(0)

  const load = useCallback(
    async (cursor?: string) => {
      const id = ++request.current
      setList((l) => ({ ...l, loading: true, failed: false }))
      try {
        const page = await dispatch(fetchNfts(cursor))
        if (id !== request.current) return
        setList((l) => ({
          nfts: cursor ? [...l.nfts, ...page.data] : page.data,
          next: page.next ?? undefined,
          loading: false,
          failed: false,
        }))
      } catch {
        if (id === request.current) setList((l) => ({ ...l, loading: false, failed: true }))
      }
    },
    [dispatch],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network starts over
  useEffect(() => {
    setList({ nfts: [], loading: true, failed: false })
    void load()
  }, [load, address, chainId])

  const { nfts, next, loading, failed } = list
  if (loading && nfts.length === 0) return <Spinner label={t('nfts.loading')} />
  if (nfts.length === 0)
    return (
      <p className="portico-muted portico-empty" data-testid="nfts-empty">
        {failed ? t('nfts.unavailable') : t('nfts.empty')}
      </p>
    )
  return (
    <div className="portico-stack">
      <ul className="portico-nft-grid" aria-label={t('nfts.list')}>
        {nfts.map((nft) => (
          <NftCard key={`${nft.chainId}:${nft.contractAddress}:${nft.tokenId}`} nft={nft} />
        ))}
      </ul>
      {next && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="nfts-load-more"
          disabled={loading}
          onClick={() => void load(next)}
        >
          {loading ? t('common.loadingMore') : t('common.loadMore')}
        </button>
      )}
    </div>
  )
}
