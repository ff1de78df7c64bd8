/** useModal: open and close the modal. */
import { useMemo } from 'react'
import type { OpenOptions } from '../createPortico.ts'
import { usePortico } from './PorticoContext.ts'

export function useModal() {
  const portico = usePortico()
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => portico.open(options),
      close: () => portico.close(),
    }),
    [portico],
  )
}
