/** A wallet of the wallet catalogue (SPEC §3 "Wallet (catalogue)"), as the service returns it. */
import { z } from 'zod'

const link = z.string().nullable().optional()

export const walletSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    image_id: z.string().nullable().optional(),
    image_url: z.string().nullable().optional(),
    rdns: z.string().nullable().optional(),
    chains: z.array(z.string()).optional(),
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
  })
  .loose()

export type Wallet = z.infer<typeof walletSchema>
