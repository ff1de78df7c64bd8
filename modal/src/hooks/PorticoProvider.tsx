/** <PorticoProvider portico={…}>: makes a Portico instance available to the hooks below it. */
import type { ReactNode } from 'react'
import type { Portico } from '../createPortico.ts'
import { PorticoContext } from './PorticoContext.ts'

export function PorticoProvider({ portico, children }: { portico: Portico; children?: ReactNode }) {
  return <PorticoContext.Provider value={portico}>{children}</PorticoContext.Provider>
}
