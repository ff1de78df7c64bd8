/**
 * base58btc (the Bitcoin alphabet), the encoding of `did:key` identifiers. Small enough to keep
 * here rather than pull in a dependency for the relay's one use of it.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]))

/** Encodes bytes as base58btc text (leading zero bytes become leading '1's). */
export function encodeBase58btc(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  return '1'.repeat(zeros) + text
}

/** Decodes base58btc text; `undefined` when it holds a character outside the alphabet. */
export function decodeBase58btc(text: string): Uint8Array | undefined {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const char of text) {
    const digit = VALUES.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value % 256n))
    value /= 256n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}
