/**
 * WalletSecurity: the e-mail wallet's recovery, devices and key export are shown by the secure
 * frame itself, in its own window above the page (origin B); the modal's dialog steps aside
 * meanwhile (see ModalRoot), as for ApproveTransaction.
 */
export function WalletSecurityView() {
  return null
}
