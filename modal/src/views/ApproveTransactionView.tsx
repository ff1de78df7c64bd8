/**
 * ApproveTransaction: the request is shown by the secure frame itself, in its own window above
 * the page; the modal's dialog steps aside meanwhile (see ModalRoot).
 */
export function ApproveTransactionView() {
  return null
}
