/**
 * Which component renders each view, and its title. Connect ships with the modal; every other
 * view is its own chunk, loaded the first time it is shown.
 */
import { type ComponentType, lazy } from 'react'
import type { View } from '../store/routerSlice.ts'
import { ConnectView } from './ConnectView.tsx'

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))

export const viewComponents: Partial<Record<View, ComponentType>> = {
  Connect: ConnectView,
  AllWallets: named(() => import('./AllWalletsView.tsx'), 'AllWalletsView'),
  ConnectingExternal: named(() => import('./ConnectingExternalView.tsx'), 'ConnectingExternalView'),
  ConnectingWalletConnect: named(
    () => import('./ConnectingWalletConnectView.tsx'),
    'ConnectingWalletConnectView',
  ),
  Account: named(() => import('./AccountView.tsx'), 'AccountView'),
  Networks: named(() => import('./NetworksView.tsx'), 'NetworksView'),
  UnsupportedChain: named(() => import('./UnsupportedChainView.tsx'), 'UnsupportedChainView'),
  EmailLogin: named(() => import('./EmailLoginView.tsx'), 'EmailLoginView'),
  EmailVerifyOtp: named(() => import('./EmailVerifyOtpView.tsx'), 'EmailVerifyOtpView'),
  EmailVerifyDevice: named(() => import('./EmailVerifyDeviceView.tsx'), 'EmailVerifyDeviceView'),
}

export const viewTitles: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  EmailLogin: 'Email Login',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ApproveTransaction: 'Approve',
}
