/** Joins a base URL, a path and query parameters. */

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>

/**
 * `buildUrl('https://api.example/', '/v1/x', { a: 1, b: undefined })` gives
 * `https://api.example/v1/x?a=1`. An absolute `path` ignores the base. Parameters are added to
 * any query the path already has; `null` and `undefined` values are left out.
 */
export function buildUrl(
  baseUrl: string | undefined,
  path: string,
  params: QueryParams = {},
): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(path)
  const joined =
    absolute || !baseUrl ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const url = new URL(joined)
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value))
  }
  return url.toString()
}
