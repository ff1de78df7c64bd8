/**
 * What a Solana transaction does, for the approval view: its instructions read from the wire
 * format (legacy or v0): System Program SOL transfers (amount, receiver), SPL Token and
 * Token-2022 transfers (Transfer and TransferChecked: amount, destination, mint when named) and,
 * for anything else, the program it calls; and the network fee: 5000 lamports per signature
 * (the base fee) plus the priority fee its Compute Budget instructions set (unit price ×
 * unit limit, the limit 200 000 units per other instruction unless set). Accounts a v0 message loads from lookup tables cannot be named here: an
 * instruction touching one shows as its program only. Pure: undefined when the bytes do not
 * parse, and the view then says it cannot show the transaction.
 */
import { base58 } from '@scure/base'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
/** Lamports a signature costs (Solana's base fee). */
export const LAMPORTS_PER_SIGNATURE = 5000n
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** Compute units an instruction may use when the transaction sets no limit. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS = 1_400_000n

export type SolanaInstruction =
  | { kind: 'solTransfer'; from: string; to: string; lamports: bigint }
  | {
      kind: 'splTransfer'
      source: string
      destination: string
      amount: bigint
      /** TransferChecked names the mint and its decimals; Transfer does not. */
      mint?: string
      decimals?: number
    }
  | { kind: 'program'; programId: string }

export interface SolanaTransactionDescription {
  feePayer: string
  instructions: SolanaInstruction[]
  /** The fee in lamports: signatures × 5000, plus the priority fee (compute unit price × limit). */
  feeLamports: bigint
}

class Reader {
  offset = 0
  readonly bytes: Uint8Array
  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new RangeError('truncated')
    this.offset++
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('truncated')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** Solana's compact-u16 length. */
  shortVec(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = this.byte()
      value |= (byte & 0x7f) << (7 * i)
      if (!(byte & 0x80)) return value
    }
    throw new RangeError('bad length')
  }
}

const u64 = (data: Uint8Array, at: number): bigint | undefined =>
  data.length >= at + 8
    ? new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true)
    : undefined

function decodeInstruction(
  programId: string,
  accounts: (string | undefined)[],
  data: Uint8Array,
): SolanaInstruction {
  const program: SolanaInstruction = { kind: 'program', programId }
  if (accounts.some((a) => a === undefined)) return program
  if (programId === SYSTEM_PROGRAM && data.length === 12) {
    const tag = new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true)
    const lamports = u64(data, 4)
    const [from, to] = accounts
    if (tag === 2 && lamports !== undefined && from && to)
      return { kind: 'solTransfer', from, to, lamports }
  }
  if (TOKEN_PROGRAMS.has(programId)) {
    const amount = u64(data, 1)
    if (data[0] === 3 && data.length === 9 && amount !== undefined && accounts.length >= 3) {
      const [source, destination] = accounts as string[]
      return { kind: 'splTransfer', source: source ?? '', destination: destination ?? '', amount }
    }
    if (data[0] === 12 && data.length === 10 && amount !== undefined && accounts.length >= 4) {
      const [source, mint, destination] = accounts as string[]
      return {
        kind: 'splTransfer',
        source: source ?? '',
        destination: destination ?? '',
        amount,
        mint,
        decimals: data[9],
      }
    }
  }
  return program
}

/** Decodes a serialized transaction (base58, as the Solana RPC methods carry it). */
export function describeSolanaTransaction(
  transaction: unknown,
): SolanaTransactionDescription | undefined {
  if (typeof transaction !== 'string') return undefined
  try {
    const reader = new Reader(base58.decode(transaction))
    const signatures = reader.shortVec()
    reader.take(signatures * 64)
    let requiredSignatures = reader.byte()
    // A versioned message starts with 0x80 | version; only v0 exists.
    const versioned = (requiredSignatures & 0x80) !== 0
    if (versioned) {
      if ((requiredSignatures & 0x7f) !== 0) return undefined
      requiredSignatures = reader.byte()
    }
    reader.byte()
    reader.byte()
    const keyCount = reader.shortVec()
    const keys = Array.from({ length: keyCount }, () => base58.encode(reader.take(32)))
    reader.take(32)
    const instructionCount = reader.shortVec()
    const instructions: SolanaInstruction[] = []
    let unitLimit: bigint | undefined
    let microLamportsPerUnit = 0n
    let otherInstructions = 0n
    for (let i = 0; i < instructionCount; i++) {
      const programIndex = reader.byte()
      const accounts = Array.from({ length: reader.shortVec() }, () => keys[reader.byte()])
      const data = reader.take(reader.shortVec()).slice()
      const programId = keys[programIndex]
      if (programId === undefined) return undefined
      // The Compute Budget program sets the priority fee: counted in the fee, not listed.
      if (programId === COMPUTE_BUDGET_PROGRAM && data[0] === 2 && data.length === 5)
        unitLimit = BigInt(new DataView(data.buffer, 1, 4).getUint32(0, true))
      else if (programId === COMPUTE_BUDGET_PROGRAM && data[0] === 3 && data.length === 9)
        microLamportsPerUnit = u64(data, 1) ?? 0n
      else {
        if (programId !== COMPUTE_BUDGET_PROGRAM) otherInstructions++
        instructions.push(decodeInstruction(programId, accounts, data))
      }
    }
    const units = unitLimit ?? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION
    const capped = units > MAX_UNITS ? MAX_UNITS : units
    // Micro-lamports, rounded up to whole lamports as the runtime charges them.
    const priorityFee = (microLamportsPerUnit * capped + 999_999n) / 1_000_000n
    const feePayer = keys[0]
    if (feePayer === undefined || requiredSignatures === 0) return undefined
    return {
      feePayer,
      instructions,
      feeLamports: BigInt(requiredSignatures) * LAMPORTS_PER_SIGNATURE + priorityFee,
    }
  } catch {
    return undefined
  }
}

/** Lamports as SOL (9 decimals, trailing zeros dropped). */
export const formatSol = (lamports: bigint): string => formatUnits(lamports, 9)

/** Base units as a decimal string with `decimals` places (trailing zeros dropped). */
export function formatUnits(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const whole = value / scale
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}
