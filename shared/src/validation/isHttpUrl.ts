/** HTTP URLs (SPEC §5): links that start with http:// or https://. Anything else is a native link. */

export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('http://') || value.startsWith('https://'))
}
