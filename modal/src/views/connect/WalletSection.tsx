/**
 * The wallets of Connect: recent (max 2), installed (browser extensions), featured and
 * recommended from the catalogue, and the way to All Wallets.
 */
import { type ChainNamespace, WALLET_PAGE_SIZES } from '@portico/shared'
import { useEffect, useState } from 'react'
import { connectWalletQueries, fetchWallets } from '../../api/walletCatalogueThunks.ts'
import type { CatalogueWallet } from '../../api/walletCatalogueTypes.ts'
import { connectInjected } from '../../connectors/injected/injectedThunks.ts'
import { selectWallet } from '../../connectors/selectWallet.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { selectInstalledWallets } from '../../store/connectorsSlice.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { selectWalletListOptions } from '../../store/optionsSlice.ts'
import { selectRecentWallets } from '../../store/recentWalletsSlice.ts'
import { pushView } from '../../store/routerSlice.ts'
import { AllWalletsIcon } from '../../ui/icons/AllWalletsIcon.tsx'
import { QrCodeIcon } from '../../ui/icons/QrCodeIcon.tsx'
import { ListItem } from '../../ui/ListItem.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useWalletImage } from '../../ui/useWalletImage.ts'
import { useWalletConnectIntent } from '../walletconnect/useWalletConnectIntent.ts'

/** The chain families' names, as wallets and dapps write them (proper nouns, not translated). */
const FAMILY_NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

export function WalletSection() {
  const dispatch = useAppDispatch()
  const walletImage = useWalletImage()
  const wcIntent = useWalletConnectIntent()
  const { t, integer } = useModalI18n()
  const installed = useAppSelector(selectInstalledWallets)
  const recent = useAppSelector(selectRecentWallets)
  const listOptions = useAppSelector(selectWalletListOptions)
  const locked = useAppSelector(selectConnectLocked)
  const [catalogue, setCatalogue] = useState<{
    featured: CatalogueWallet[]
    recommended: CatalogueWallet[]
    count: number
  }>()
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    let live = true
    // The same queries the open prefetched (modalThunks.ts): found cached or in flight.
    const queries = connectWalletQueries(listOptions)
    void Promise.all([
      queries.featured
        ? dispatch(fetchWallets(queries.featured))
        : Promise.resolve({ data: [], count: 0 }),
      dispatch(fetchWallets(queries.all)),
    ]).then(
      ([featured, all]) => {
        if (!live) return
        setLoading(false)
        const shown = new Set(featured.data.map((w) => w.id))
        setCatalogue({
          featured: featured.data,
          recommended: all.data
            .filter((w) => !shown.has(w.id))
            .slice(0, WALLET_PAGE_SIZES.recommended),
          count: all.count,
        })
      },
      () => {
        // The catalogue is unavailable (cloud down or refusing): the section shows no wallets.
        if (live) setLoading(false)
      },
    )
    return () => {
      live = false
    }
  }, [dispatch, listOptions])

  // A wallet shows once: recent first, then installed, then the catalogue's picks.
  const installedRdns = new Set(installed.map((w) => w.rdns))
  const recentShown = recent.filter((w) => !w.rdns || !installedRdns.has(w.rdns))
  const seen = new Set([...recentShown.map((w) => w.id), ...installed.map((w) => w.rdns)])
  const picks = [...(catalogue?.featured ?? []), ...(catalogue?.recommended ?? [])].filter(
    (w) => !seen.has(w.id) && !(w.rdns && installedRdns.has(w.rdns)),
  )

  return (
    <ul className="portico-list" aria-label={t('connect.wallets')} aria-busy={loading}>
      {recentShown.map((w) => (
        <li key={`recent-${w.id}`}>
          <ListItem
            disabled={locked}
            name={w.name}
            imageUrl={walletImage(w)}
            tag={t('connect.recent')}
            onClick={() => dispatch(selectWallet(w))}
            intent={wcIntent(w)}
          />
        </li>
      ))}
      {installed.map((w) => (
        <li key={`installed-${w.id}`}>
          <ListItem
            disabled={locked}
            name={w.name}
            imageUrl={w.imageUrl}
            tag={
              w.chain && w.chain !== 'eip155'
                ? // A wallet may be installed once per family (its EVM and Solana sides).
                  t('connect.installedFamily', { family: FAMILY_NAMES[w.chain] })
                : t('connect.installed')
            }
            onClick={() => {
              const { chain } = w
              if (!chain || chain === 'eip155') return void dispatch(connectInjected(w.id))
              // Another family's code (Solana, Polkadot, Bitcoin) loads on this intent, not
              // with Connect.
              void import('../../connectors/familyThunks.ts').then(({ connectFamilyWallet }) =>
                dispatch(connectFamilyWallet({ ...w, chain })),
              )
            }}
          />
        </li>
      ))}
      {loading && (
        <li>
          <Skeleton label={t('allWallets.loading')} count={3} />
        </li>
      )}
      {picks.map((w) => (
        <li key={`pick-${w.id}`}>
          <ListItem
            disabled={locked}
            name={w.name}
            imageUrl={walletImage(w)}
            onClick={() => dispatch(selectWallet(w))}
            intent={wcIntent(w)}
          />
        </li>
      ))}
      <li>
        <ListItem
          disabled={locked}
          name="WalletConnect"
          icon={<QrCodeIcon />}
          tag={t('connect.qrCode')}
          onClick={() =>
            dispatch(selectWallet({ id: 'walletConnect', name: 'WalletConnect', chains: [] }))
          }
          intent={wcIntent()}
        />
      </li>
      <li>
        <ListItem
          disabled={locked}
          name={t('connect.allWallets')}
          icon={<AllWalletsIcon />}
          tag={catalogue ? integer(catalogue.count) : undefined}
          chevron
          onClick={() => dispatch(pushView('AllWallets'))}
        />
      </li>
    </ul>
  )
}
