/**
 * The secure frame server's settings for mail and chains: explicit options first, then the
 * PORTICO_SMTP_* environment variables, then the local defaults (the devnet mail catcher on
 * 127.0.0.1:1025 without auth, anvil chain 31337 on 127.0.0.1:8545). A bad value stops the
 * start with a message naming the variable.
 */
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'
import { z } from 'zod'

export interface SmtpSettings {
  host: string
  port: number
  user?: string
  password?: string
  /** The From: of every mail the frame sends. */
  from: string
}

/** An EVM chain the frame signs for, and the JSON-RPC URL it reads from and sends to. */
export interface FrameChain {
  id: number
  rpcUrl: string
}

export const DEFAULT_SMTP: SmtpSettings = {
  host: '127.0.0.1',
  port: 1025,
  from: 'Portico <noreply@portico.localhost>',
}

export const DEFAULT_CHAINS: readonly FrameChain[] = [
  { id: 31337, rpcUrl: 'http://127.0.0.1:8545' },
]

export class FrameServerConfigError extends PorticoError {
  override name = 'FrameServerConfigError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'FRAME_SERVER_CONFIG_INVALID', ...options })
  }
}

const smtpEnvSchema = z.object({
  PORTICO_SMTP_HOST: z.string().min(1).max(255).optional(),
  PORTICO_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PORTICO_SMTP_USER: z.string().min(1).max(255).optional(),
  PORTICO_SMTP_PASSWORD: z.string().min(1).max(1024).optional(),
  PORTICO_SMTP_FROM: z.string().min(3).max(320).optional(),
})

const chainsSchema = z
  .array(
    z.object({
      id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      rpcUrl: z.url({ protocol: /^https?$/ }),
    }),
  )
  .min(1)
  .refine((chains) => new Set(chains.map((c) => c.id)).size === chains.length, {
    message: 'chain ids must be unique',
  })

/** Resolves the SMTP settings; `env` values left empty count as unset. */
export function resolveSmtpSettings(
  options: Partial<SmtpSettings> | undefined,
  env: Record<string, string | undefined>,
): SmtpSettings {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('PORTICO_SMTP_') && v !== ''),
  )
  const parsed = smtpEnvSchema.safeParse(picked)
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ')
    throw new FrameServerConfigError(`Invalid secure frame mail configuration: ${names}`)
  }
  const e = parsed.data
  return {
    host: options?.host ?? e.PORTICO_SMTP_HOST ?? DEFAULT_SMTP.host,
    port: options?.port ?? e.PORTICO_SMTP_PORT ?? DEFAULT_SMTP.port,
    user: options?.user ?? e.PORTICO_SMTP_USER,
    password: options?.password ?? e.PORTICO_SMTP_PASSWORD,
    from: options?.from ?? e.PORTICO_SMTP_FROM ?? DEFAULT_SMTP.from,
  }
}

/** Checks the configured chains (unique ids, http(s) RPC URLs); defaults to the devnet chain. */
export function resolveChains(chains: readonly FrameChain[] | undefined): readonly FrameChain[] {
  if (chains === undefined) return DEFAULT_CHAINS
  const parsed = chainsSchema.safeParse(chains)
  if (!parsed.success)
    throw new FrameServerConfigError(
      `Invalid secure frame chains: ${parsed.error.issues.map((i) => i.message).join(', ')}`,
    )
  return parsed.data.map(({ id, rpcUrl }) => ({ id, rpcUrl }))
}
