/**
 * SIWX's entry, imported by the core only with the `siwx` option, when an account comes or goes
 * (or the dapp asks for the session): registers the config (the dapp's own, or Portico's
 * cloud-backed one) once, and answers the core. Its slice, thunks and view load with it.
 */
import { type PorticoStorage, parseCaipAddress } from '@portico/shared'
import type { CloudClient } from '../../api/cloudClient.ts'
import { SDK_TYPE, SDK_VERSION } from '../../api/sdkIdentity.ts'
import type { WalletConnectSignIn } from '../../connectors/walletconnect/walletConnectSignIn.ts'
import type { SiwxOption } from '../../options.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppDispatch, RootState } from '../../store/createPorticoStore.ts'
import type { ServiceRegistry } from '../../store/serviceKey.ts'
import { selectActiveCaipAddress } from '../account/accountSlice.ts'
import { type CloudSiwx, createCloudSiwx } from './cloudSiwx.ts'
import { isSiwxConfig, type SiwxConfig, type SiwxSessionSummary } from './siwxConfig.ts'
import { siwxOneClick } from './siwxOneClick.ts'
import { checkSiwxSession, revokeSiwxSession, siwxKey } from './siwxThunks.ts'

export interface SiwxDeps {
  cloud: CloudClient
  storage: PorticoStorage
  /** The clock (Date.now by default). */
  now?(): number
}

export interface SiwxEntry {
  /** After the active account changed: a revocation for the one that left, a check for the new. */
  changed(api: { dispatch: AppDispatch; getState(): RootState }, before: RootState): Promise<void>
  /** The active account's session as the dapp reads it, with the cloud's token if any. */
  session(state: RootState): Promise<SiwxSessionSummary | undefined>
  /** WalletConnect's one-click sign-in with this config. */
  walletConnect: WalletConnectSignIn
}

/** The config in use (registered once) and what the core asks of SIWX. */
export function startSiwx(
  services: ServiceRegistry,
  option: SiwxOption,
  deps: SiwxDeps,
): SiwxEntry {
  let config = services.find(siwxKey)
  if (!config) {
    config = isSiwxConfig(option)
      ? option
      : createCloudSiwx({
          http: deps.cloud.http,
          query: { projectId: deps.cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION },
          storage: deps.storage,
          now: deps.now ?? Date.now,
          location: { host: location.host, href: location.href },
          ...(option.statement ? { statement: option.statement } : {}),
          ...(option.required === undefined ? {} : { required: option.required }),
        })
    services.set(siwxKey, config)
  }
  const used: SiwxConfig = config
  return {
    walletConnect: siwxOneClick({
      config: used,
      preferredChain: () => deps.storage.get('activeCaipNetworkId') ?? undefined,
      track: (event, properties) => services.get(coreKey).track(event, properties),
    }),
    async changed(api, previous) {
      const before = selectActiveCaipAddress(previous)
      const now = selectActiveCaipAddress(api.getState())
      if (before && !now) await api.dispatch(revokeSiwxSession(before))
      if (now) await api.dispatch(checkSiwxSession())
    },
    async session(state) {
      const caipAddress = selectActiveCaipAddress(state)
      if (!caipAddress) return undefined
      const { caipNetworkId, address } = parseCaipAddress(caipAddress)
      const [session] = await used.getSessions(caipNetworkId, address)
      if (!session) return undefined
      const token =
        'getToken' in used ? (used as CloudSiwx).getToken(caipNetworkId, address) : undefined
      return token ? { ...session, token } : session
    },
  }
}
