/**
 * The file a deployment imports as its wallet catalogue (`portico catalogue import`,
 * PORTICO_CLOUD_CATALOGUE_FILE): WalletConnect Explorer's /getWallets answer
 * (`{ count, data: [{ id, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link,
 * … }] }`, other fields ignored) or a plain array of the same entries (our own CatalogueWallet[],
 * optionally with an `icon` logo key). Every entry is checked; one bad entry refuses the file.
 */
import { readFile } from 'node:fs/promises'
import { caipNetworkIdSchema, PorticoError } from '@portico/shared'
import { z } from 'zod'
import { iconKeySchema } from '../icons/libraryIcons.ts'

export const MAX_IMPORTED_WALLETS = 20_000

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1-100 letters, digits, _ or -')

/** Registries write "" for a missing link: read as none. */
const emptyAsNull = (v: unknown) => (v === '' ? null : v)

/** A URL or a deep link (`metamask://`), never one that runs script or reads local files. */
const linkSchema = z.preprocess(
  emptyAsNull,
  z
    .string()
    .max(2048)
    .refine((v) => {
      try {
        return !/^(javascript|data|vbscript|file|blob):$/i.test(new URL(v).protocol)
      } catch {
        return false
      }
    }, 'must be a URL or a deep link (scheme://…)')
    .nullish()
    .transform((v) => v ?? null),
)

export const fileWalletSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(100),
  image_id: z.preprocess(emptyAsNull, idSchema.nullish()),
  rdns: z.preprocess(
    emptyAsNull,
    z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must be a reverse domain name')
      .nullish(),
  ),
  // Any CAIP-2 id is accepted; those of namespaces the modal does not serve (cosmos, tron…) are
  // dropped, as /getWallets could never be asked for them.
  chains: z
    .array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/, 'must be a CAIP-2 chain id'))
    .max(1000)
    .nullish()
    .transform((v) => (v ?? []).filter((c) => caipNetworkIdSchema.safeParse(c).success)),
  mobile_link: linkSchema,
  desktop_link: linkSchema,
  webapp_link: linkSchema,
  badge_type: z.enum(['certified', 'none']).nullish(),
  icon: iconKeySchema.nullish(),
})
export type FileWallet = z.infer<typeof fileWalletSchema>

/** Both shapes, read as the registry's: a plain array is `{ data: array }` (paths say data.N). */
export const catalogueFileSchema = z
  .preprocess(
    (file) => (Array.isArray(file) ? { data: file } : file),
    z.object({
      count: z.number().int().min(0).optional(),
      data: z.array(fileWalletSchema).max(MAX_IMPORTED_WALLETS),
    }),
  )
  .transform((file) => file.data)
  .superRefine((wallets, ctx) => {
    const seen = new Set<string>()
    wallets.forEach((w, i) => {
      if (seen.has(w.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['data', i, 'id'],
          message: `duplicate wallet id ${w.id}`,
        })
      }
      seen.add(w.id)
    })
  })

export class CatalogueFileError extends PorticoError {
  override name = 'CatalogueFileError'
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'CATALOGUE_FILE_INVALID', cause })
  }
}

/** Parses a catalogue file's text; a clear error naming the first problems when it is bad. */
export function parseCatalogueFile(text: string, source = 'catalogue file'): FileWallet[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new CatalogueFileError(`${source} is not JSON`, cause)
  }
  const parsed = catalogueFileSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.length ? `at ${i.path.join('.')}: ` : ''}${i.message}`)
    const more =
      parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : ''
    throw new CatalogueFileError(
      `${source} is not a wallet catalogue ({ count, data: [...] } or an array of wallets): ${problems.join('; ')}${more}`,
      parsed.error,
    )
  }
  return parsed.data
}

export async function readCatalogueFile(path: string): Promise<FileWallet[]> {
  const text = await readFile(path, 'utf8').catch((cause: unknown) => {
    throw new CatalogueFileError(`Cannot read ${path}: ${(cause as Error).message}`, cause)
  })
  return parseCatalogueFile(text, path)
}
