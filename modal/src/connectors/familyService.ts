/**
 * A chain family as the core holds it before its code has loaded (README, rule 1): a small
 * service whose `load()` imports the family's adapter only when something needs it, registered
 * under the family's key for its thunks. `defineFamily` is one entry of the core's list
 * (families.ts): what the core needs to create, load, restore and end the family, so that
 * createCore names no family.
 */
import type { ChainNamespace, PorticoStorage } from '@portico/shared'
import type { CloudClient } from '../api/cloudClient.ts'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import type { ActiveConnection } from '../store/coreServices.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { type ServiceKey, type ServiceRegistry, serviceKey } from '../store/serviceKey.ts'
import type { AuthConnection } from './auth/authConnection.ts'
import type { UniversalProvider } from './walletconnect/createWalletConnectProvider.ts'
import type { Session } from './walletconnect/walletConnectSession.ts'

/** What the core asks of a family's adapter once it has loaded. */
export interface FamilyAdapter {
  connection: {
    readonly provider: unknown
    refreshBalance(): Promise<void>
    /** Forgets the session without asking the wallet (its connector ended it). */
    forget(connectorId?: string): void
  }
  /** A WalletConnect session's namespace of the family; false when it has no account here. */
  adoptWalletConnect(
    provider: UniversalProvider,
    session: Session,
    options: { activate: boolean },
  ): Promise<boolean>
  /** A wallet of the family's list (its discovery); `silent` after a reload. */
  connectWallet(connectorId: string, options: { silent: boolean; activate: boolean }): Promise<void>
  connectionFor(network: CaipNetwork): Promise<ActiveConnection | undefined>
  active(): ActiveConnection | undefined
  restore(options: { waitMs: number; activate: boolean }): Promise<void>
  stop(): void
}

export interface FamilyService<A extends FamilyAdapter = FamilyAdapter> {
  load(): Promise<A>
  /** The adapter once loaded (what is connected is read from it without loading it). */
  readonly loaded: A | undefined
}

/** `load` imports the adapter (a dynamic import in the family's folder: its own chunk). */
export function createFamilyService<A extends FamilyAdapter>(
  load: () => Promise<A>,
): FamilyService<A> {
  let adapter: Promise<A> | undefined
  let loaded: A | undefined
  return {
    load() {
      adapter ??= load().then((created) => {
        loaded = created
        return created
      })
      adapter.catch(() => {
        adapter = undefined
      })
      return adapter
    },
    get loaded() {
      return loaded
    },
  }
}

/** The configured families' services by namespace, for the thunks that serve every family. */
export const familiesKey = serviceKey<ReadonlyMap<ChainNamespace, FamilyService>>('families')

/** What the core gives a family when the dapp configured one of its networks. */
export interface FamilyContext {
  store: PorticoStore
  storage: PorticoStorage
  cloud: CloudClient
  auth: AuthConnection
  options: ResolvedPorticoOptions
  /** The dapp's networks of the family (at least one). */
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
}

export interface Family {
  namespace: ChainNamespace
  /** Its name in the console's messages ("the Solana account did not connect"). */
  label: string
  /**
   * Its adapter lists wallets of its own and takes a WalletConnect session without EVM accounts
   * (active), so a dapp of this family alone is not WalletConnect "basic" (Bitcoin's).
   */
  servesWithoutEvm?: boolean
  /** Creates the family's service and registers it for the thunks. */
  start(context: FamilyContext, services: ServiceRegistry): FamilyService
}

export function defineFamily<A extends FamilyAdapter>(family: {
  namespace: ChainNamespace
  label: string
  servesWithoutEvm?: boolean
  key: ServiceKey<FamilyService<A>>
  create(context: FamilyContext): FamilyService<A>
}): Family {
  return {
    namespace: family.namespace,
    label: family.label,
    ...(family.servesWithoutEvm ? { servesWithoutEvm: true } : {}),
    start(context, services) {
      const service = family.create(context)
      services.set(family.key, service)
      return service
    },
  }
}
