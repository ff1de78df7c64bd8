/** Maps a chain node's error to its catalogue code (SPEC §8 "Chain node errors"). */
import {
  type CatalogueEntry,
  errorCatalogue,
  type NodeErrorCode,
  nodeErrorCodes,
} from './errorCatalogue.ts'
import { getErrorMessages } from './getErrorMessages.ts'

/** JSON-RPC code nodes use for a reverted execution. */
const EXECUTION_REVERTED_RPC_CODE = 3

/**
 * The node error code for `error`, matching the node's message (and its causes) in catalogue
 * order; `UNKNOWN_NODE_ERROR` when nothing matches.
 */
export function getNodeErrorCode(error: unknown): NodeErrorCode {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === EXECUTION_REVERTED_RPC_CODE
  ) {
    return 'EXECUTION_REVERTED'
  }
  const messages = getErrorMessages(error)
  for (const code of nodeErrorCodes) {
    const entry: CatalogueEntry = errorCatalogue[code]
    if (entry.nodeMessage && messages.some((text) => entry.nodeMessage?.test(text))) return code
  }
  return 'UNKNOWN_NODE_ERROR'
}
