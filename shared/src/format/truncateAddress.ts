/** Addresses shown truncated in the middle (SPEC §5): 4 leading and 6 trailing characters. */

/**
 * `0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb` gives `0xab…5Bfcdb`. A string too short to gain
 * from truncation is returned as it is.
 */
export function truncateAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(address.length - trailing)}`
}
