/**
 * The e-mail wallet's connection through the secure frame (SPEC §4 "E-mail login"): the login
 * steps, restoring a stored session after a reload, the account's EIP-1193 provider with the
 * approval step, chain switches and sign-out. What it learns goes to the same sink as the
 * extension wallets' connection.
 */
import {
  AUTH_CONNECTOR_ID,
  assertEmailLoginAllowed,
  clearEmailLoginCache,
  createPorticoError,
  type FrameRequestPayload,
  type FrameUser,
  PorticoError,
  type PorticoStorage,
  type SocialProvider,
} from '@portico/shared'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { caipAddressOf, evmNetworkFor } from '../../chains/evm/evmNetworkFor.ts'
import type { EvmConnectionSink } from '../evmConnectionSink.ts'
import type { InjectedWallet } from '../injected/eip6963.ts'
import { nativeBalanceRefresher } from '../refreshNativeBalance.ts'
import type { AuthConnector } from './createAuthConnector.ts'
import { type AuthProvider, createAuthProvider } from './createAuthProvider.ts'
import { waitForSocialPopup } from './social/socialPopup.ts'

/** The connector id of the e-mail wallet (SPEC §3); the modal's entry reads it too. */
export { AUTH_CONNECTOR_ID }

/** How the e-mail wallet appears as the connected wallet. */
export const AUTH_WALLET: InjectedWallet['info'] = {
  uuid: AUTH_CONNECTOR_ID,
  name: 'Email Wallet',
  icon: '',
  rdns: AUTH_CONNECTOR_ID,
}

export interface AuthConnectionDeps {
  getAuthConnector(): Promise<AuthConnector>
  storage: PorticoStorage
  /** The dapp's default EVM account type (options.defaultAccountTypes), when none is stored. */
  defaultAccountType?(): 'eoa' | 'smartAccount' | undefined
  networks: readonly CaipNetwork[]
  rpcUrl(network: CaipNetwork): string | undefined
  sink: EvmConnectionSink
  /** Opens the ApproveTransaction view (the frame shows the request); returns how to leave it. */
  beginApproval(): () => void
  /** What the frame's approval UI shows: the dapp (SYNC_DAPP_DATA) and the theme (SYNC_THEME). */
  dappData(): FrameRequestPayload<'SYNC_DAPP_DATA'>
  theme(): FrameRequestPayload<'SYNC_THEME'>
  /** The e-mail wallet refused a method (SPEC §6): tell the user. */
  notAllowed(): void
  now?: () => number
}

/** The frame's accounts and account type as the store mirrors them (issue 24). */
const accountTypesOf = (user: FrameUser) => ({
  accounts: user.accounts ?? [{ address: user.address, type: 'eoa' as const }],
  preferredAccountType: user.preferredAccountType,
  smartAccountDeployed: user.smartAccountDeployed ?? false,
})

/** The frame's user as the account's user (the store mirrors it). */
const accountUserOf = ({ email, userName, recoverySetUp }: FrameUser) => ({
  email,
  userName,
  recoverySetUp,
})

export function createAuthConnection(deps: AuthConnectionDeps) {
  const now = deps.now ?? Date.now
  let active:
    | {
        address: `0x${string}`
        network: CaipNetwork
        provider: AuthProvider
        email?: string | null
      }
    | undefined
  let pendingEmail: string | undefined

  let synced = false
  /** The connector, told once who the dapp is and how it looks. */
  const auth = async () => {
    const connector = await deps.getAuthConnector()
    if (!synced) {
      synced = true
      void Promise.all([
        connector.request('SYNC_DAPP_DATA', deps.dappData()),
        connector.request('SYNC_THEME', deps.theme()),
      ]).catch(() => {
        synced = false
      })
    }
    return connector
  }

  const refreshBalance = nativeBalanceRefresher(() => active, deps.rpcUrl, deps.sink)

  const setNetwork = (chainId: number) => {
    if (!active) return
    active.network = evmNetworkFor(deps.networks, chainId)
    deps.sink.networkChanged(active.network)
    deps.sink.accountChanged(caipAddressOf(active.network, active.address))
    active.provider.emit('chainChanged', `0x${chainId.toString(16)}`)
    deps.storage.set('lastUsedChain', chainId)
    void refreshBalance()
  }

  /** Shows the frame for an unsafe request while `run` waits for the user's answer there. */
  async function withApproval<T>(connector: AuthConnector, run: () => Promise<T>): Promise<T> {
    const leave = deps.beginApproval()
    await connector.request('SYNC_THEME', deps.theme()).catch(() => {})
    connector.show()
    try {
      return await run()
    } finally {
      connector.hide()
      leave()
    }
  }

  /** GET_USER with the stored account type (SPEC §3): the frame answers with that account. */
  const getUser = async (connector: AuthConnector, chainId?: number) => {
    const preferredAccountType =
      deps.storage.get('preferredAccountType') ?? deps.defaultAccountType?.()
    return connector.request('GET_USER', {
      ...(chainId === undefined ? {} : { chainId }),
      ...(preferredAccountType ? { preferredAccountType } : {}),
    })
  }

  /**
   * The user as the frame now sees it (after a chain switch or an account-type switch): its
   * address may be another account (the smart account only where there is a bundler).
   */
  async function syncUser(connector: AuthConnector) {
    const user = await getUser(connector)
    if (!active) return user
    const changed = active.address.toLowerCase() !== user.address.toLowerCase()
    active.address = user.address as `0x${string}`
    deps.sink.accountTypes(accountTypesOf(user))
    deps.sink.userChanged(accountUserOf(user))
    if (changed) {
      deps.sink.accountChanged(caipAddressOf(active.network, active.address))
      active.provider.emit('accountsChanged', [active.address])
      void refreshBalance()
    }
    return user
  }

  async function adopt(restored: boolean) {
    const connector = await auth()
    const preferred = deps.storage.get('lastUsedChain')
    const [user, enabled] = await Promise.all([
      getUser(connector, typeof preferred === 'number' ? preferred : undefined),
      connector
        .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        .then((r) => r.smartAccountEnabledNetworks)
        .catch(() => [] as number[]),
    ])
    const chainId =
      typeof user.chainId === 'number' ? user.chainId : Number(String(user.chainId).split(':')[1])
    const network = evmNetworkFor(deps.networks, chainId)
    const provider = createAuthProvider({
      getAddress: () => active?.address,
      getChainId: () => (active ? Number(active.network.id) : undefined),
      isConfiguredChain: (id) =>
        deps.networks.some((n) => n.chainNamespace === 'eip155' && Number(n.id) === id),
      switchChain: async (id) => {
        await connector.request('SWITCH_NETWORK', { chainId: id })
        await syncUser(connector)
        setNetwork(id)
      },
      rpcRequest: (method, params) => connector.request('RPC_REQUEST', { method, params }),
      onNotAllowed: deps.notAllowed,
      withApproval: (run) => withApproval(connector, run),
    })
    active = { address: user.address as `0x${string}`, network, provider, email: user.email }
    if (user.email) deps.storage.set('email', user.email)
    deps.storage.set('emailLoginUsed', true)
    deps.storage.remove('lastEmailLoginTime')
    deps.sink.connected({
      wallet: { info: AUTH_WALLET, provider, source: 'announced' },
      caipAddress: caipAddressOf(network, user.address),
      network,
      restored,
    })
    deps.sink.userChanged(accountUserOf(user))
    deps.sink.accountTypes({ ...accountTypesOf(user), smartAccountEnabledNetworks: enabled })
    void refreshBalance()
  }

  return {
    get provider() {
      return active?.provider
    },
    get email() {
      return active?.email ?? pendingEmail
    },
    refreshBalance,

    /**
     * The visitor is about to log in by e-mail (the field has focus): the secure frame loads
     * now, so that it is READY, and told who the dapp is, by the time the address is sent.
     * What fails here (an origin off the allowlist, say) is reported by the login itself.
     */
    prepare() {
      void auth().catch(() => undefined)
    },

    /** CONNECT_EMAIL: the 30 s cooldown, then the frame decides the next step. */
    async connectEmail(email: string) {
      assertEmailLoginAllowed(deps.storage.get('lastEmailLoginTime'), now())
      deps.storage.set('lastEmailLoginTime', now())
      pendingEmail = email
      deps.sink.connecting()
      const { action } = await (await auth()).request('CONNECT_EMAIL', { email })
      return action
    },
    /** CONNECT_DEVICE: resolves once the approval link from the mail was opened. */
    async connectDevice() {
      await (await auth()).request('CONNECT_DEVICE')
    },
    /** CONNECT_OTP, then the user: connected. */
    async connectOtp(otp: string) {
      await (await auth()).request('CONNECT_OTP', { otp })
      await adopt(false)
    },
    /** GET_FARCASTER_URI: the frame opens a Farcaster login; the URL the user opens. */
    async farcasterUri() {
      deps.sink.connecting()
      const { url } = await (await auth()).request('GET_FARCASTER_URI')
      return url
    },
    /** CONNECT_FARCASTER (resolves once approved and verified), then the user: connected. */
    async connectFarcaster() {
      const { userName } = await (await auth()).request('CONNECT_FARCASTER')
      await adopt(false)
      if (userName) deps.storage.set('socialUsername', userName)
      return userName
    },
    /**
     * Social login (issue 21): the frame makes the provider's authorization URL and the popup
     * (opened by the click) goes there. Once the frame's callback page says the provider sent
     * the user back (or the user closed the popup), CONNECT_SOCIAL has the frame claim the login:
     * connected, or the frame's reason (declined, closed early). A frame that does not answer in
     * time (SPEC §9, 30 s) is SOCIALS_TIMEOUT. The popup is closed in every case.
     */
    async connectSocial(provider: SocialProvider, popup: Window) {
      deps.sink.connecting()
      try {
        const connector = await auth()
        const { uri } = await connector.request('GET_SOCIAL_REDIRECT_URI', { provider })
        if (!popup.closed) popup.location.href = uri
        await waitForSocialPopup(popup, connector.frameOrigin)
        const user = await connector.request('CONNECT_SOCIAL', { uri })
        deps.storage.set('connectedSocialProvider', provider)
        if (user.userName) deps.storage.set('socialUsername', user.userName)
        await adopt(false)
      } catch (error) {
        clearEmailLoginCache(deps.storage)
        deps.storage.remove('connectedSocialProvider')
        if (!active) deps.sink.connectFailed()
        // The host endpoint aborts a timed request the frame left unanswered.
        if (error instanceof PorticoError && error.code === 'FRAME_ABORTED')
          throw createPorticoError('SOCIALS_TIMEOUT', { cause: error })
        throw error
      } finally {
        if (!popup.closed) popup.close()
      }
    },
    /** After a reload: IS_CONNECTED with the stored token restores the session without a code. */
    async restore(): Promise<boolean> {
      try {
        const token = deps.storage.get('sessionToken')
        const { isConnected } = await (await auth()).request('IS_CONNECTED', token ? { token } : {})
        if (!isConnected) {
          clearEmailLoginCache(deps.storage)
          return false
        }
        await adopt(true)
        return true
      } catch (error) {
        clearEmailLoginCache(deps.storage)
        throw error
      }
    },
    async switchNetwork(network: CaipNetwork) {
      if (!deps.networks.some((n) => n.caipNetworkId === network.caipNetworkId))
        throw createPorticoError('SWITCH_NETWORK_NOT_FOUND')
      if (!active) return
      const chainId = Number(network.id)
      const connector = await auth()
      await connector.request('SWITCH_NETWORK', { chainId })
      // On a chain without a bundler the user is its EOA; back on one, its preferred account.
      await syncUser(connector)
      setNetwork(chainId)
    },
    async disconnect() {
      if (active) await (await auth()).request('SIGN_OUT')
      active?.provider.emit('accountsChanged', [])
      active = undefined
      pendingEmail = undefined
      clearEmailLoginCache(deps.storage)
      deps.storage.remove('sessionToken')
      deps.sink.disconnected()
    },
    /** A failed or abandoned login: the cache is wiped and the account is back to disconnected. */
    loginFailed() {
      pendingEmail = undefined
      clearEmailLoginCache(deps.storage)
      if (!active) deps.sink.connectFailed()
    },
    /**
     * The frame's "Wallet security" window (OPEN_WALLET_SETTINGS), shown over the page until the
     * user closes it. Closing the modal ends it (rejectPendingUnsafe).
     */
    async openWalletSettings() {
      if (!active) throw createPorticoError('NOT_SIGNED_IN')
      const connector = await auth()
      await connector.request('SYNC_THEME', deps.theme()).catch(() => {})
      connector.show()
      try {
        await connector.request('OPEN_WALLET_SETTINGS')
      } finally {
        connector.hide()
      }
    },
    /** GET_USER again (the chain unchanged): the user, e.g. after the Wallet security window. */
    async refreshUser() {
      if (!active) return
      await syncUser(await auth())
    },
    /**
     * SET_PREFERRED_ACCOUNT (issue 24): the e-mail wallet's EOA or its smart account; the choice
     * is stored (SPEC §3) and sent back in GET_USER after a reload. The frame refuses a smart
     * account on a chain without a bundler ("Chain is not supported") and nothing changes.
     */
    async setPreferredAccountType(type: 'eoa' | 'smartAccount') {
      if (!active) throw createPorticoError('NOT_SIGNED_IN')
      const connector = await auth()
      await connector.request('SET_PREFERRED_ACCOUNT', { type })
      deps.storage.set('preferredAccountType', type)
      await syncUser(connector)
    },
    /** The frame's connector (synced), and its approval step: for another family's adapter. */
    connector: auth,
    withApproval,
    get signedIn() {
      return active !== undefined
    },
    /** CONNECT_EMAIL answered CONNECT: the frame already holds a session for this e-mail. */
    completeLogin: () => adopt(false),
  }
}

export type AuthConnection = ReturnType<typeof createAuthConnection>
