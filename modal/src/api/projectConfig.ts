/**
 * The project's console settings (GET /v1/project/config), read once, when the modal first
 * opens or the e-mail wallet is first needed. Features and the connect-method order the dapp
 * did not set in its options take the console's values. A 403 means this page's origin is not on
 * the project's allowlist: the modal says so at once ('Invalid App Configuration', with the
 * origin) and the e-mail wallet fails with that error instead of loading a frame that
 * `frame-ancestors` would refuse and waiting for a READY that never comes.
 */
import {
  createPorticoError,
  getErrorText,
  type ProjectConfig,
  projectConfigSchema,
  REMOTE_FEATURE_NAMES,
  SOCIAL_PROVIDERS,
} from '@portico/shared'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { type Features, setOptions } from '../store/optionsSlice.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import { type CloudClient, type CloudError, requestCloud } from './cloudClient.ts'

export interface ProjectConfigLoader {
  /** Starts the read (once); resolves when it settled, whatever the answer. */
  load(): Promise<void>
  /** Resolves when this origin may use the project; throws INVALID_APP_CONFIGURATION if not. */
  assertOriginAllowed(): Promise<void>
}

export interface ProjectConfigOptions {
  store: PorticoStore
  /** Where the config is read (without it, the dapp's options stay as they are). */
  cloud: CloudClient | undefined
  /** What the dapp set itself: these keys keep the dapp's values. */
  dappFeatures: Partial<Features>
  dappSetConnectOrder: boolean
  /** The page's origin, for the message. */
  origin?: string
}

/** The console's values for what the dapp left unset. */
export function remoteOptions(
  config: ProjectConfig,
  dappFeatures: Partial<Features>,
  dappSetConnectOrder: boolean,
): Partial<Features> {
  const features: Partial<Features> = {}
  for (const name of REMOTE_FEATURE_NAMES) {
    const value = config.features[name]
    if (value === undefined || dappFeatures[name] !== undefined) continue
    // The console switches social login as a whole: on is the six providers.
    if (name === 'socials') features.socials = value ? [...SOCIAL_PROVIDERS] : false
    else features[name] = value
  }
  if (config.connectMethodsOrder && !dappSetConnectOrder)
    features.connectMethodsOrder = [...config.connectMethodsOrder]
  return features
}

export function createProjectConfigLoader({
  store,
  cloud,
  dappFeatures,
  dappSetConnectOrder,
  origin = globalThis.location?.origin ?? '',
}: ProjectConfigOptions): ProjectConfigLoader {
  let loading: Promise<void> | undefined
  let refused = false

  const read = async () => {
    try {
      // No retries: a 403 is the answer (SPEC's 403 retry is for the catalogue's flaky reads).
      const config = await requestCloud(
        cloud,
        { url: '/v1/project/config', maxRetries: 0 },
        { schema: projectConfigSchema },
      )
      const features = remoteOptions(config, dappFeatures, dappSetConnectOrder)
      if (Object.keys(features).length) store.dispatch(setOptions({ features }))
    } catch (error) {
      // Only a 403 is the origin; an unreachable cloud leaves the dapp's options as they are.
      if ((error as CloudError | undefined)?.status !== 403) return
      refused = true
      // The short and the long message, so the developer sees which origin to allow.
      const message = getErrorText(invalidOrigin())
      store.dispatch(showSnackbar({ message, variant: 'error' }))
      console.error(message)
    }
  }
  const invalidOrigin = () =>
    createPorticoError('INVALID_APP_CONFIGURATION', { params: { origin } })

  const load = () => {
    loading ??= read()
    return loading
  }
  return {
    load,
    async assertOriginAllowed() {
      await load()
      if (refused) throw invalidOrigin()
    },
  }
}
