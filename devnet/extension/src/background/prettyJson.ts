/** JSON for humans in the approval window (bigints as decimal strings). */
export const prettyJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)
