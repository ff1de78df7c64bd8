/**
 * The cluster's clock: slots advance on a timer like a validator's (400 ms by default), each
 * slot gets a blockhash derived from the genesis hash, and a blockhash stays valid for 150
 * blocks as on mainnet. The SVM's own blockhash check is off; this clock is the authority,
 * so a transaction built a few slots ago still lands.
 */
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import type { LiteSVM } from 'litesvm'

export const BLOCKHASH_VALID_BLOCKS = 150
export const SLOTS_PER_EPOCH = 432_000

export interface SlotClock {
  readonly slot: number
  readonly blockHeight: number
  readonly blockhash: string
  readonly lastValidBlockHeight: number
  /** Unix seconds of the current slot. */
  readonly blockTime: number
  isBlockhashValid(blockhash: string): boolean
  /** Advances one slot (a new blockhash), updating the SVM's Clock sysvar. */
  tick(): void
  onSlot(listener: (slot: number, parent: number) => void): () => void
  stop(): void
}

export function createSlotClock(
  svm: LiteSVM,
  genesisHash: string,
  options: { slotMs?: number } = {},
): SlotClock {
  const genesis = base58.decode(genesisHash)
  const validUntil = new Map<string, number>()
  const listeners = new Set<(slot: number, parent: number) => void>()
  let slot = 0
  let blockhash = ''
  const hashOf = (s: number) => {
    const bytes = new Uint8Array(8)
    new DataView(bytes.buffer).setBigUint64(0, BigInt(s))
    return base58.encode(sha256(concatBytes(genesis, bytes)))
  }
  const enter = (s: number) => {
    slot = s
    blockhash = hashOf(s)
    validUntil.set(blockhash, s + BLOCKHASH_VALID_BLOCKS)
    for (const [hash, last] of validUntil) if (last < s) validUntil.delete(hash)
    const clock = svm.getClock()
    clock.slot = BigInt(s)
    clock.epoch = BigInt(Math.floor(s / SLOTS_PER_EPOCH))
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
  }
  enter(0)
  const timer = setInterval(() => clock.tick(), options.slotMs ?? 400)
  timer.unref()
  const clock: SlotClock = {
    get slot() {
      return slot
    },
    // No skipped slots: the block height is the slot.
    get blockHeight() {
      return slot
    },
    get blockhash() {
      return blockhash
    },
    get lastValidBlockHeight() {
      return slot + BLOCKHASH_VALID_BLOCKS
    },
    get blockTime() {
      return Number(svm.getClock().unixTimestamp)
    },
    isBlockhashValid: (hash) => (validUntil.get(hash) ?? -1) >= slot,
    tick() {
      const parent = slot
      enter(slot + 1)
      for (const listener of listeners) listener(slot, parent)
    },
    onSlot(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => clearInterval(timer),
  }
  return clock
}
