/**
 * SIWX's entry, imported by the core only with the `siwx` option and only once an account is
 * connected (or leaves): registers the config (the dapp's own, or Portico's cloud-backed one)
 * and runs the check or the revocation. Its slice, thunks and view load with it.
 */
import { type CaipAddress, type PorticoStorage, parseCaipAddress } from '@portico/shared'
import { type CloudClient, SDK_TYPE, SDK_VERSION } from '../../api/cloudClient.ts'
import type { SiwxOption } from '../../options.ts'
import type { ServiceRegistry } from '../../store/serviceKey.ts'
import { type CloudSiwx, createCloudSiwx } from './cloudSiwx.ts'
import { isSiwxConfig, type SiwxConfig, type SiwxSessionSummary } from './siwxConfig.ts'
import { siwxKey } from './siwxThunks.ts'

export { checkSiwxSession, revokeSiwxSession } from './siwxThunks.ts'

export interface SiwxDeps {
  cloud: CloudClient
  storage: PorticoStorage
  now(): number
}

/** The config in use, registered once. */
export function registerSiwx(
  services: ServiceRegistry,
  option: SiwxOption,
  deps: SiwxDeps,
): SiwxConfig {
  const existing = services.find(siwxKey)
  if (existing) return existing
  const config = isSiwxConfig(option)
    ? option
    : createCloudSiwx({
        http: deps.cloud.http,
        query: { projectId: deps.cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION },
        storage: deps.storage,
        now: deps.now,
        location: { host: location.host, href: location.href },
        ...(option.statement ? { statement: option.statement } : {}),
        ...(option.required === undefined ? {} : { required: option.required }),
      })
  services.set(siwxKey, config)
  return config
}

/** The account's session as the dapp reads it, with the cloud's token when there is one. */
export async function readSiwxSession(
  config: SiwxConfig,
  caipAddress: CaipAddress,
): Promise<SiwxSessionSummary | undefined> {
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  const [session] = await config.getSessions(caipNetworkId, address)
  if (!session) return undefined
  const token =
    'getToken' in config ? (config as CloudSiwx).getToken(caipNetworkId, address) : undefined
  return token ? { ...session, token } : session
}
