/**
 * Closing the modal while the e-mail wallet waits for an approval rejects that request
 * (SPEC §4): every pending unsafe RPC_REQUEST fails with FRAME_ABORTED, the frame's approval is
 * hidden and the frame is told to drop it. An open wallet-security window (OPEN_WALLET_SETTINGS)
 * is ended the same way: RPC_ABORT closes it in the frame too.
 */
import { createPorticoError, getRpcMethodPolicy } from '@portico/shared'
import type { AuthConnector } from './createAuthConnector.ts'

export async function rejectPendingUnsafe(connector: AuthConnector): Promise<void> {
  connector.endpoint.rejectPending(
    (name, method) =>
      name === 'OPEN_WALLET_SETTINGS' ||
      (name === 'RPC_REQUEST' && getRpcMethodPolicy(method) === 'unsafe'),
    createPorticoError('FRAME_ABORTED'),
  )
  connector.hide()
  await connector.request('RPC_ABORT').catch(() => {})
}
