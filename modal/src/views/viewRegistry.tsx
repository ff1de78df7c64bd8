/**
 * Which component renders each view, and its title's message id. Connect ships with the modal; every other
 * view is its own chunk, loaded the first time it is shown or when `preloadViews` asks for it.
 * A view whose chunk has arrived renders at once: no Suspense fallback, and so none of React's
 * throttled reveal (about 300 ms) after one.
 */
import { type ComponentType, createElement, lazy, useState } from 'react'
import type { View } from '../store/routerSlice.ts'
import { ConnectView } from './ConnectView.tsx'

type ChunkView = ComponentType & { preload(): Promise<unknown> }

export const viewChunk = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ChunkView => {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error) => {
        loading = undefined // a failed chunk may be fetched again
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await preload() }))
  // The type is chosen once per mount: switching from Lazy to the loaded component on a later
  // render would remount the view and lose its state.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view when this module loads, never during a render
  const View = () => {
    const [type] = useState(() => loaded ?? Lazy)
    return createElement(type)
  }
  View.preload = preload
  return View
}

export const viewComponents: Partial<Record<View, ComponentType | ChunkView>> = {
  Connect: ConnectView,
  AllWallets: viewChunk(() => import('./AllWalletsView.tsx'), 'AllWalletsView'),
  ConnectingExternal: viewChunk(
    () => import('./ConnectingExternalView.tsx'),
    'ConnectingExternalView',
  ),
  ConnectingWalletConnect: viewChunk(
    () => import('./ConnectingWalletConnectView.tsx'),
    'ConnectingWalletConnectView',
  ),
  ConnectingWalletConnectBasic: viewChunk(
    () => import('./ConnectingWalletConnectBasicView.tsx'),
    'ConnectingWalletConnectBasicView',
  ),
  Account: viewChunk(() => import('./AccountView.tsx'), 'AccountView'),
  Networks: viewChunk(() => import('./NetworksView.tsx'), 'NetworksView'),
  UnsupportedChain: viewChunk(() => import('./UnsupportedChainView.tsx'), 'UnsupportedChainView'),
  EmailLogin: viewChunk(() => import('./EmailLoginView.tsx'), 'EmailLoginView'),
  EmailVerifyOtp: viewChunk(() => import('./EmailVerifyOtpView.tsx'), 'EmailVerifyOtpView'),
  EmailVerifyDevice: viewChunk(
    () => import('./EmailVerifyDeviceView.tsx'),
    'EmailVerifyDeviceView',
  ),
  ConnectingFarcaster: viewChunk(
    () => import('./ConnectingFarcasterView.tsx'),
    'ConnectingFarcasterView',
  ),
  WalletReceive: viewChunk(() => import('./ReceiveView.tsx'), 'ReceiveView'),
  WalletSend: viewChunk(() => import('./send/WalletSendView.tsx'), 'WalletSendView'),
  WalletSendSelectToken: viewChunk(
    () => import('./send/WalletSendSelectTokenView.tsx'),
    'WalletSendSelectTokenView',
  ),
  WalletSendPreview: viewChunk(
    () => import('./send/WalletSendPreviewView.tsx'),
    'WalletSendPreviewView',
  ),
  WalletSendBitcoin: viewChunk(
    () => import('./send/bitcoin/WalletSendBitcoinView.tsx'),
    'WalletSendBitcoinView',
  ),
  WalletSecurity: viewChunk(() => import('./WalletSecurityView.tsx'), 'WalletSecurityView'),
  OnRampProviders: viewChunk(
    () => import('./onramp/OnRampProvidersView.tsx'),
    'OnRampProvidersView',
  ),
  OnRampFiatSelect: viewChunk(
    () => import('./onramp/OnRampFiatSelectView.tsx'),
    'OnRampFiatSelectView',
  ),
  OnRampTokenSelect: viewChunk(
    () => import('./onramp/OnRampTokenSelectView.tsx'),
    'OnRampTokenSelectView',
  ),
  BuyInProgress: viewChunk(() => import('./onramp/BuyInProgressView.tsx'), 'BuyInProgressView'),
  Swap: viewChunk(() => import('./swap/SwapView.tsx'), 'SwapView'),
  SwapSelectToken: viewChunk(() => import('./swap/SwapSelectTokenView.tsx'), 'SwapSelectTokenView'),
  SwapPreview: viewChunk(() => import('./swap/SwapPreviewView.tsx'), 'SwapPreviewView'),
  RegisterAccountName: viewChunk(
    () => import('./names/RegisterAccountNameView.tsx'),
    'RegisterAccountNameView',
  ),
  RegisterAccountNameSuccess: viewChunk(
    () => import('./names/RegisterAccountNameSuccessView.tsx'),
    'RegisterAccountNameSuccessView',
  ),
  SIWXSignMessage: viewChunk(() => import('./siwx/SIWXSignMessageView.tsx'), 'SIWXSignMessageView'),
}

/** Each view's title: its message id in the catalogue (i18n/locales/<locale>/messages.po). */
export const viewTitles: Partial<Record<View, string>> = {
  Connect: 'view.Connect',
  AllWallets: 'view.AllWallets',
  ConnectingWalletConnect: 'view.ConnectingWalletConnect',
  ConnectingWalletConnectBasic: 'view.ConnectingWalletConnectBasic',
  Account: 'view.Account',
  Networks: 'view.Networks',
  UnsupportedChain: 'view.UnsupportedChain',
  EmailLogin: 'view.EmailLogin',
  EmailVerifyOtp: 'view.EmailVerifyOtp',
  EmailVerifyDevice: 'view.EmailVerifyDevice',
  ConnectingFarcaster: 'view.ConnectingFarcaster',
  ApproveTransaction: 'view.ApproveTransaction',
  WalletReceive: 'view.WalletReceive',
  WalletSend: 'view.WalletSend',
  WalletSendSelectToken: 'view.WalletSendSelectToken',
  WalletSendPreview: 'view.WalletSendPreview',
  WalletSendBitcoin: 'view.WalletSend',
  WalletSecurity: 'view.WalletSecurity',
  OnRampProviders: 'view.OnRampProviders',
  OnRampFiatSelect: 'view.OnRampFiatSelect',
  OnRampTokenSelect: 'view.OnRampTokenSelect',
  BuyInProgress: 'view.BuyInProgress',
  Swap: 'view.Swap',
  SwapSelectToken: 'view.SwapSelectToken',
  SwapPreview: 'view.SwapPreview',
  RegisterAccountName: 'view.RegisterAccountName',
  RegisterAccountNameSuccess: 'view.RegisterAccountNameSuccess',
  SIWXSignMessage: 'view.SIWXSignMessage',
}

/**
 * Views shown while a connection is being made. Once it is made the dialog closes and rests on
 * Account (createPorticoStore.ts), and an EVM connection reads its balance
 * (refreshNativeBalance.ts): both are fetched while one of these is on screen, so the moment of
 * connecting loads no code.
 */
export const CONNECTING_VIEWS = [
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailVerifyDevice',
  'EmailVerifyOtp',
] as const satisfies readonly View[]

export const isConnectingView = (view: View): boolean =>
  (CONNECTING_VIEWS as readonly View[]).includes(view)

/**
 * The connecting views that pair over WalletConnect: their pairing URI comes first (the SDK may
 * still be loading), so what follows them is fetched once the QR code or link is shown.
 */
export const isPairingView = (view: View): boolean =>
  view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic'

/**
 * The views that can follow each view (a click away, or Account once a connection is made):
 * fetched while it is on screen.
 */
export const nextViews: Partial<Record<View, View[]>> = {
  ...Object.fromEntries(CONNECTING_VIEWS.map((view) => [view, ['Account']])),
  Connect: [
    'ConnectingWalletConnect',
    'ConnectingExternal',
    'AllWallets',
    'EmailVerifyDevice',
    'EmailVerifyOtp',
  ],
  AllWallets: ['ConnectingWalletConnect', 'ConnectingExternal'],
  Account: [
    'WalletSend',
    'WalletReceive',
    'Networks',
    'Swap',
    'OnRampProviders',
    'RegisterAccountName',
  ],
  RegisterAccountName: ['RegisterAccountNameSuccess'],
  OnRampProviders: ['OnRampTokenSelect', 'OnRampFiatSelect', 'BuyInProgress'],
  WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
  Swap: ['SwapSelectToken', 'SwapPreview'],
}

/** Fetches views' chunks ahead of time (failures are left for the view's own render to show). */
export function preloadViews(views: View[]): void {
  for (const view of views) {
    const component = viewComponents[view]
    if (component && 'preload' in component) void component.preload().catch(() => {})
  }
}
