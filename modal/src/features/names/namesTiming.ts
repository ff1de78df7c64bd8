/** How long the names feature waits; tests shorten it (registered under `namesTimingKey`). */
import { serviceKey } from '../../store/serviceKey.ts'

export interface NamesTiming {
  /** How long typing must pause before suggestions are asked (SPEC §9's search wait: 300 ms). */
  suggestionsDelayMs: number
}

export const DEFAULT_NAMES_TIMING: NamesTiming = { suggestionsDelayMs: 300 }

export const namesTimingKey = serviceKey<NamesTiming>('namesTiming')
