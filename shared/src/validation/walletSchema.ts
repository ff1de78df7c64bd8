/** A wallet of the wallet catalogue (SPEC §3 "Wallet (catalogue)"), as the service returns it. */
import * as z from 'zod/mini'

const link = z.optional(z.nullable(z.string()))

export const walletSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
})

export type Wallet = z.infer<typeof walletSchema>
