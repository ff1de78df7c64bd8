/** useDisconnect: disconnect the wallet (all namespaces, or one). */

import type { ChainNamespace } from '@portico/shared'
import { useCallback } from 'react'
import { usePortico } from './PorticoContext.ts'

export function useDisconnect() {
  const portico = usePortico()
  const disconnect = useCallback(
    (options?: { namespace?: ChainNamespace }) => portico.disconnect(options?.namespace),
    [portico],
  )
  return { disconnect }
}
