/** The configured on-ramp provider, or the §8-style error when the cloud has none. */
import { createPorticoError } from '@portico/shared'
import type { CloudContext } from '../../cloudContext.ts'
import type { OnrampProvider } from '../../onramp/onrampProvider.ts'

export function onrampOf(ctx: CloudContext): OnrampProvider {
  if (!ctx.onramp)
    throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', {
      status: 404,
      details: 'No on-ramp provider is configured (PORTICO_ONRAMP_PROVIDER)',
    })
  return ctx.onramp
}
