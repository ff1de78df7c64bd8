/**
 * @portico/modal/react: the React bindings. Every export is listed here by name.
 */
export { ConnectButton, type ConnectButtonProps } from './hooks/ConnectButton.tsx'
export { NetworkButton } from './hooks/NetworkButton.tsx'
export { PorticoProvider } from './hooks/PorticoProvider.tsx'
export { useDisconnect } from './hooks/useDisconnect.ts'
export { useModal } from './hooks/useModal.ts'
export { useModalAccount } from './hooks/useModalAccount.ts'
export { useModalEvents } from './hooks/useModalEvents.ts'
export { useModalNetwork } from './hooks/useModalNetwork.ts'
export { useModalProvider } from './hooks/useModalProvider.ts'
export { useModalState } from './hooks/useModalState.ts'
export { useModalTheme } from './hooks/useModalTheme.ts'
export { useWalletInfo } from './hooks/useWalletInfo.ts'
