/** Subscribes a component to a slice of Portico's public state. */
import { useSyncExternalStore } from 'react'
import type { PorticoState } from '../publicState.ts'
import { usePortico } from './PorticoContext.ts'

export function usePorticoState(): PorticoState {
  const portico = usePortico()
  return useSyncExternalStore(portico.subscribeState, portico.getState, portico.getState)
}
