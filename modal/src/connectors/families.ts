/**
 * The chain families besides EVM that the core wires, one entry each (README "The contract of a
 * chain family"): a new family is its folder plus its entry here. Each entry holds only its
 * loader; the family's code loads on demand, never in the open path.
 */
import { bitcoinFamily } from './bitcoin/bitcoinService.ts'
import type { Family } from './familyService.ts'
import { polkadotFamily } from './polkadot/polkadotService.ts'
import { solanaFamily } from './solana/solanaService.ts'

export const families: readonly Family[] = [solanaFamily, polkadotFamily, bitcoinFamily]
