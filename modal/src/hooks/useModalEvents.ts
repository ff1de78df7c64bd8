/**
 * useModalEvents: the latest event the modal tracked (open, close, connect, errors…). Pass a
 * listener to see every event: events that arrive together reach it one by one, while the
 * returned value (a render's snapshot) is only the latest.
 */
import { useEffect, useRef, useState } from 'react'
import type { PorticoEvent } from '../publicState.ts'
import { usePortico } from './PorticoContext.ts'

export function useModalEvents(listener?: (event: PorticoEvent) => void): PorticoEvent | undefined {
  const portico = usePortico()
  const [event, setEvent] = useState<PorticoEvent>()
  const listenerRef = useRef(listener)
  listenerRef.current = listener
  useEffect(
    () =>
      portico.subscribeEvents((next) => {
        listenerRef.current?.(next)
        setEvent(next)
      }),
    [portico],
  )
  return event
}
