/**
 * Discovery of browser-extension wallets: EIP-6963 announcements, plus the legacy
 * `window.ethereum` when no announced wallet is the same provider. Announcements are checked
 * before use: a wallet's icon must be an inline image (data: URI), never a URL to fetch.
 */

import type { Eip1193Provider } from '../../chains/evm/Eip1193Provider.ts'

export type { Eip1193Provider } from '../../chains/evm/Eip1193Provider.ts'

export interface InjectedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
  /** 'announced' for EIP-6963, 'injected' for the legacy window.ethereum. */
  source: 'announced' | 'injected'
}

export const LEGACY_INJECTED_ID = 'injected'

const isString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

function parseAnnouncement(detail: unknown): InjectedWallet | null {
  if (!detail || typeof detail !== 'object') return null
  const { info, provider } = detail as {
    info?: Record<string, unknown>
    provider?: Eip1193Provider
  }
  if (!info || !provider || typeof provider.request !== 'function') return null
  const { uuid, name, icon, rdns } = info
  if (
    !isString(uuid, 128) ||
    !isString(name, 100) ||
    !isString(rdns, 255) ||
    !isString(icon, 200_000)
  )
    return null
  if (!/^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/.test(icon)) return null
  return { info: { uuid, name, icon, rdns }, provider, source: 'announced' }
}

/**
 * Calls `onChange` with the current wallets whenever one is announced (deduplicated by rdns:
 * the latest announcement wins). Returns the function that stops listening.
 */
export function watchInjectedWallets(
  win: Window,
  onChange: (wallets: InjectedWallet[]) => void,
): () => void {
  const announced = new Map<string, InjectedWallet>()
  const emit = () => {
    const list = [...announced.values()]
    const legacy = (win as Window & { ethereum?: Eip1193Provider }).ethereum
    if (
      legacy &&
      typeof legacy.request === 'function' &&
      !list.some((w) => w.provider === legacy)
    ) {
      list.push({
        info: {
          uuid: LEGACY_INJECTED_ID,
          name: 'Browser Wallet',
          icon: '',
          rdns: LEGACY_INJECTED_ID,
        },
        provider: legacy,
        source: 'injected',
      })
    }
    onChange(list)
  }
  const onAnnounce = (event: Event) => {
    const wallet = parseAnnouncement((event as CustomEvent).detail)
    if (!wallet) return
    announced.set(wallet.info.rdns, wallet)
    emit()
  }
  win.addEventListener('eip6963:announceProvider', onAnnounce)
  win.dispatchEvent(new Event('eip6963:requestProvider'))
  emit()
  return () => win.removeEventListener('eip6963:announceProvider', onAnnounce)
}
