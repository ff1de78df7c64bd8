/** The React context that carries the Portico instance to the hooks. */
import { createContext, useContext } from 'react'
import type { Portico } from '../createPortico.ts'

export const PorticoContext = createContext<Portico | null>(null)

export function usePortico(): Portico {
  const portico = useContext(PorticoContext)
  if (!portico) throw new Error('Portico hooks must be used inside <PorticoProvider>')
  return portico
}
