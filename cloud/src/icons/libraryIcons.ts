/**
 * Logos from @web3icons (wallets, exchanges, networks, tokens; MIT) and simple-icons (brands;
 * CC0), named by an icon key such as `web3icons:wallet:metamask`, `web3icons:token:USDC` or
 * `simple-icons:brave`. Nothing is loaded at start: the metadata lists are imported on the
 * first lookup and each SVG module on the first request for it, then kept, so a cold start pays
 * nothing and a running server reads each logo once. File paths come from the libraries'
 * metadata, never from a request.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { z } from 'zod'

type Web3Kind = 'wallet' | 'exchange' | 'network' | 'token'

export const iconKeySchema = z
  .string()
  .regex(
    /^(web3icons:(wallet|exchange|network|token):[A-Za-z0-9._-]{1,64}|simple-icons:[a-z0-9]{1,64})$/,
    'Invalid icon key',
  )
export type IconKey = z.infer<typeof iconKeySchema>

interface Entry {
  id: string
  filePath: string
  name: string
  variants: string[]
  symbol?: string
  marketCapRank?: number | null
  caip2id?: string
  chainId?: number | string
  shortName?: string
}

interface Web3Index {
  /** key → SVG file (relative to @web3icons/core/svgs), e.g. `wallets/branded/metamask.svg.js` */
  files: Map<string, string>
  wallets: Entry[]
}

const folders: Record<Web3Kind, string> = {
  wallet: 'wallets',
  exchange: 'exchanges',
  network: 'networks',
  token: 'tokens',
}

/**
 * The file of an entry: its branded variant, else the one on a background, else mono. The folder
 * follows the entry's `filePath` (a wallet may use its token's logo: `token:WALLET`).
 */
function fileOf(kind: Web3Kind, e: Entry): string | undefined {
  const variant = ['branded', 'background', 'mono'].find((v) => e.variants.includes(v))
  const [prefix, name] = e.filePath.split(':')
  const folder = folders[(prefix as Web3Kind | undefined) ?? kind] ?? folders[kind]
  return variant && name ? `${folder}/${variant}/${name}.svg.js` : undefined
}

let web3Index: Promise<Web3Index> | undefined
let tokenIndex: Promise<Map<string, string>> | undefined

/** Wallets, exchanges and networks (small lists): keyed by id, networks also by CAIP-2. */
function loadWeb3Index(): Promise<Web3Index> {
  web3Index ??= import('@web3icons/common/metadata').then((m) => {
    const files = new Map<string, string>()
    const add = (kind: Web3Kind, list: readonly Entry[]) => {
      for (const e of list) {
        const file = fileOf(kind, e)
        if (file) files.set(`web3icons:${kind}:${e.id}`, file)
      }
    }
    add('wallet', m.wallets as Entry[])
    add('exchange', m.exchanges as Entry[])
    add('network', m.networks as Entry[])
    for (const n of m.networks as Entry[]) {
      const file = fileOf('network', n)
      if (!file) continue
      if (n.caip2id && !files.has(`caip2:${n.caip2id}`)) files.set(`caip2:${n.caip2id}`, file)
    }
    const wallets = (m.wallets as Entry[]).filter((w) => fileOf('wallet', w))
    return { files, wallets }
  })
  return web3Index
}

/** Tokens (a long list, loaded only when a token is asked for): symbol → file, best ranked. */
function loadTokenIndex(): Promise<Map<string, string>> {
  tokenIndex ??= import('@web3icons/common/metadata/tokens').then((m) => {
    const ranked = [...(m.tokens as Entry[])].sort(
      (a, b) =>
        (a.marketCapRank ?? Number.MAX_SAFE_INTEGER) - (b.marketCapRank ?? Number.MAX_SAFE_INTEGER),
    )
    const files = new Map<string, string>()
    for (const t of ranked) {
      const file = fileOf('token', t)
      const symbol = t.symbol?.toUpperCase()
      if (file && symbol && !files.has(symbol)) files.set(symbol, file)
    }
    return files
  })
  return tokenIndex
}

const svgCache = new Map<string, Promise<string | undefined>>()

function loadWeb3Svg(file: string): Promise<string | undefined> {
  let svg = svgCache.get(file)
  if (!svg) {
    // A path from the library's own metadata; left to Node to resolve (not bundled).
    const specifier = `@web3icons/core/svgs/${file}`
    svg = import(/* @vite-ignore */ specifier).then(
      (m: { default: string }) => m.default,
      () => undefined,
    )
    svgCache.set(file, svg)
  }
  return svg
}

const require = createRequire(import.meta.url)
let simpleIconColours: Promise<Map<string, { title: string; hex: string }>> | undefined

/** simple-icons' brand list (slug → title and colour), read once: ~450 kB of JSON. */
function loadSimpleIconColours(): Promise<Map<string, { title: string; hex: string }>> {
  simpleIconColours ??= Promise.all([
    readFile(require.resolve('simple-icons/icons.json'), 'utf8'),
    import('simple-icons/sdk'),
  ]).then(([text, sdk]) => {
    const data = JSON.parse(text) as { title: string; slug?: string; hex: string }[]
    return new Map(data.map((i) => [i.slug ?? sdk.titleToSlug(i.title), i]))
  })
  return simpleIconColours
}

/**
 * A simple-icons brand in its colour, or undefined when the slug is not one of theirs. Only the
 * brand's own SVG file is read (the package's JS module holds all of them, ~100 ms to load).
 */
async function loadSimpleIcon(slug: string): Promise<string | undefined> {
  const brand = (await loadSimpleIconColours()).get(slug)
  if (!brand) return undefined
  const file = await readFile(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8')
  const path = file.match(/<path d="([^"]+)"/)?.[1]
  if (!path) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 24 24" width="96" height="96"><title>${brand.title.replace(/[<&>"]/g, '')}</title><path fill="#${brand.hex}" d="${path}"/></svg>`
}

/** The SVG of an icon key, or undefined when the library has no such logo. */
export async function loadLibraryIcon(key: string): Promise<string | undefined> {
  if (!iconKeySchema.safeParse(key).success) return undefined
  if (key.startsWith('simple-icons:')) {
    const slug = key.slice('simple-icons:'.length)
    let svg = svgCache.get(key)
    if (!svg) {
      svg = loadSimpleIcon(slug)
      svgCache.set(key, svg)
    }
    return svg
  }
  if (key.startsWith('web3icons:token:')) {
    const file = (await loadTokenIndex()).get(key.slice('web3icons:token:'.length).toUpperCase())
    return file ? loadWeb3Svg(file) : undefined
  }
  const file = (await loadWeb3Index()).files.get(key)
  return file ? loadWeb3Svg(file) : undefined
}

/** Lowercase letters and digits only, without a trailing "wallet": "Trust Wallet" → "trust". */
export function normalizeWalletName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')
}

/** The @web3icons wallet logo for a wallet id or name (an imported entry), if there is one. */
export async function findWalletLogo(id: string, name: string): Promise<IconKey | undefined> {
  const { wallets } = await loadWeb3Index()
  const wanted = new Set([normalizeWalletName(id), normalizeWalletName(name)])
  const hit = wallets.find(
    (w) => wanted.has(normalizeWalletName(w.id)) || wanted.has(normalizeWalletName(w.name)),
  )
  return hit ? `web3icons:wallet:${hit.id}` : undefined
}

/**
 * The icon of a network asset id: a @web3icons network id (`ethereum`), a CAIP-2 id
 * (`eip155:1`) or the same with a dash (`eip155-1`, which fits in a path segment).
 */
export async function findNetworkIcon(id: string): Promise<string | undefined> {
  const { files } = await loadWeb3Index()
  const byId = files.get(`web3icons:network:${id.toLowerCase()}`)
  if (byId) return loadWeb3Svg(byId)
  const caip2 = id.includes(':') ? id : id.replace(/^([a-z0-9]{3,8})-/, '$1:')
  const byCaip2 = files.get(`caip2:${caip2}`)
  return byCaip2 ? loadWeb3Svg(byCaip2) : undefined
}

/**
 * The icon of a token symbol (ETH, USDC, SOL…): the best-ranked token with that symbol. The
 * library knows symbols without their case, so a mixed-case one (the devnet's tUSD) is not taken
 * for another token's (TUSD) and is drawn instead.
 */
export async function findTokenIcon(symbol: string): Promise<string | undefined> {
  if (symbol !== symbol.toUpperCase() && symbol !== symbol.toLowerCase()) return undefined
  return loadLibraryIcon(`web3icons:token:${symbol}`)
}
