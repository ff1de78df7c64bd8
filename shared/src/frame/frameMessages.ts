/**
 * The secure-frame wire protocol (shared/frame-protocol.md): message type names and the zod
 * schema of every request and reply payload. Both ends parse every message with these.
 */
import * as z from 'zod/mini'
import { configureZod } from '../validation/configureZod.ts'
import { emailSchema } from '../validation/isEmail.ts'
import { lazySchema } from '../validation/lazySchema.ts'

// Default issue messages reach callers: the details of a refused request (createHostEndpoint)
// and, in the frame, the error of a server reply that fails its schema (frameApi).
configureZod()

export const FRAME_APP_PREFIX = '@w3m-app/'
export const FRAME_EVENT_PREFIX = '@w3m-frame/'
/**
 * Secure SDK version the frame speaks (SPEC §9). A string on the wire: AppKit's READY schema
 * takes `version` as a string only, and a client that refuses READY hangs for ever.
 */
export const SECURE_SDK_VERSION = '4'
/** Default chain id given to the iframe (SPEC §9). */
export const DEFAULT_FRAME_CHAIN_ID = 'eip155:1'
/** A chain id as the protocol carries it in a string: CAIP-2 syntax, any namespace. */
export const FRAME_CHAIN_ID_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

// The atoms below are built on first use (lazySchema), as the requests' schemas are: the frame
// loads this module before READY and needs none of them for it. The common ones are built just
// after READY (prepareFrameAtoms), the rest when a request that holds them comes.
const chainId = lazySchema(() =>
  z.union([
    z.number().check(z.int(), z.positive()),
    z.string().check(z.regex(FRAME_CHAIN_ID_PATTERN)),
  ]),
)
const accountType = lazySchema(() => z.enum(['eoa', 'smartAccount']))
const socialProvider = lazySchema(() =>
  z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']),
)
// One e-mail rule everywhere; it also keeps to what AppKit's clients accept (isEmail.ts).
const email = emailSchema
const otp = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(32)))
const empty = lazySchema(() => z.optional(z.strictObject({})))

const frameUserSchema = () =>
  z.object({
    email: z.optional(z.nullable(email())),
    address: z.string().check(z.minLength(1)),
    chainId: chainId(),
    accounts: z.optional(
      z.array(z.object({ address: z.string().check(z.minLength(1)), type: accountType() })),
    ),
    userName: z.optional(z.string()),
    smartAccountDeployed: z.optional(z.boolean()),
    preferredAccountType: z.optional(accountType()),
    /**
     * Portico's own (optional, so AppKit's clients are unaffected): the e-mail wallet has a
     * recovery method (a password or a passkey). False: a browser that loses its storage loses
     * the wallet, and the modal says "Set up recovery" (secure-frame/KEYS.md "Flows").
     */
    recoverySetUp: z.optional(z.boolean()),
  })
export type FrameUser = z.infer<ReturnType<typeof frameUserSchema>>

const themeSync = () =>
  z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  })

const dappData = () =>
  z.object({
    metadata: z.optional(
      z.object({
        name: z.string(),
        description: z.string(),
        url: z.string(),
        icons: z.array(z.string()),
      }),
    ),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.string()),
    projectId: z.string().check(z.minLength(1)),
  })

/**
 * Every request the host may send: its payload schema and its success payload schema. `replies`
 * says what the frame may answer when it is not both kinds: AppKit's frame schema has no
 * RPC_ABORT reply at all and no INIT_SMART_ACCOUNT success, and a message off that schema is
 * dropped by existing clients (frame-protocol.md §1); a host that takes every success (Portico's
 * own, see createFrameEndpoint's takesEverySuccess) gets the 'error' ones' successes too. `porticoOnly` marks Portico's own requests,
 * which AppKit's clients never send (so their replies need not fit AppKit's schema).
 */
const frameRequestBuilders = {
  CONNECT_EMAIL: () => ({
    request: z.object({ email: email() }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  }),
  CONNECT_DEVICE: () => ({ request: empty(), success: empty() }),
  CONNECT_OTP: () => ({ request: z.object({ otp: otp() }), success: empty() }),
  CONNECT_SOCIAL: () => ({
    request: z.object({
      uri: z.string().check(z.minLength(1)),
      preferredAccountType: z.optional(accountType()),
      chainId: z.optional(chainId()),
    }),
    success: frameUserSchema(),
  }),
  GET_SOCIAL_REDIRECT_URI: () => ({
    request: z.object({ provider: socialProvider() }),
    success: z.object({ uri: z.string() }),
  }),
  GET_FARCASTER_URI: () => ({ request: empty(), success: z.object({ url: z.string() }) }),
  CONNECT_FARCASTER: () => ({ request: empty(), success: z.object({ userName: z.string() }) }),
  GET_USER: () => ({
    request: z.optional(
      z.object({
        chainId: z.optional(chainId()),
        preferredAccountType: z.optional(accountType()),
        socialUri: z.optional(z.string()),
      }),
    ),
    success: frameUserSchema(),
  }),
  IS_CONNECTED: () => ({
    request: z.optional(z.object({ token: z.optional(z.string()) })),
    success: z.object({ isConnected: z.boolean() }),
  }),
  GET_CHAIN_ID: () => ({ request: empty(), success: z.object({ chainId: chainId() }) }),
  SWITCH_NETWORK: () => ({
    request: z.object({ chainId: chainId() }),
    success: z.object({ chainId: chainId() }),
  }),
  SIGN_OUT: () => ({ request: empty(), success: empty() }),
  RPC_REQUEST: () => ({
    request: z.object({
      method: z.string().check(z.minLength(1)),
      params: z.optional(z.unknown()),
    }),
    success: z.unknown(),
  }),
  RPC_ABORT: () => ({ request: empty(), success: empty(), replies: 'none' as const }),
  UPDATE_EMAIL: () => ({
    request: z.object({ email: email() }),
    success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  }),
  UPDATE_EMAIL_PRIMARY_OTP: () => ({ request: z.object({ otp: otp() }), success: empty() }),
  UPDATE_EMAIL_SECONDARY_OTP: () => ({
    request: z.object({ otp: otp() }),
    success: z.object({ newEmail: email() }),
  }),
  SYNC_THEME: () => ({ request: themeSync(), success: empty() }),
  SYNC_DAPP_DATA: () => ({ request: dappData(), success: empty() }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
    request: empty(),
    success: z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int())) }),
  }),
  INIT_SMART_ACCOUNT: () => ({
    replies: 'error' as const,
    request: empty(),
    success: z.object({ address: z.string(), isDeployed: z.boolean() }),
  }),
  SET_PREFERRED_ACCOUNT: () => ({
    request: z.object({ type: accountType() }),
    success: z.object({ type: accountType(), address: z.string() }),
  }),
  RELOAD: () => ({ request: empty(), success: empty() }),
  /**
   * Portico's own: the frame shows its wallet-security window (recovery, devices, export) and
   * answers once the user closes it. No timeout; RPC_ABORT closes it unanswered.
   */
  OPEN_WALLET_SETTINGS: () => ({ request: empty(), success: empty(), porticoOnly: true as const }),
}

/**
 * The table, each entry's schemas built the first time it is read (issue 19): building zod
 * schemas was most of the frame's script before READY (about 8 of 13 ms in one trace, this table
 * the largest part), and a session uses a few of these requests.
 */
export const frameRequests = buildOnFirstRead(frameRequestBuilders)

function buildOnFirstRead<T extends Record<string, () => object>>(
  builders: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const table = {} as { [K in keyof T]: ReturnType<T[K]> }
  for (const name of Object.keys(builders) as (keyof T & string)[]) {
    let built: ReturnType<T[typeof name]> | undefined
    Object.defineProperty(table, name, {
      enumerable: true,
      get: () => {
        built ??= (builders[name] as () => ReturnType<T[typeof name]>)()
        return built
      },
    })
  }
  return table
}

export type FrameRequestName = keyof typeof frameRequests
export type FrameRequestPayload<N extends FrameRequestName> = z.input<
  (typeof frameRequests)[N]['request']
>
export type FrameSuccessPayload<N extends FrameRequestName> = z.output<
  (typeof frameRequests)[N]['success']
>

export const frameRequestNames = Object.keys(frameRequestBuilders) as FrameRequestName[]

/** What the frame answers to `name`: both kinds, errors only, or nothing. */
export function frameRepliesOf(name: FrameRequestName): 'both' | 'error' | 'none' {
  const entry = frameRequests[name]
  return 'replies' in entry ? entry.replies : 'both'
}

/** A request only Portico's modal sends (not in AppKit's protocol). */
export function isPorticoOnlyRequest(name: FrameRequestName): boolean {
  return 'porticoOnly' in frameRequests[name]
}

export function isFrameRequestName(name: string): name is FrameRequestName {
  return Object.hasOwn(frameRequestBuilders, name)
}

/**
 * Payload of every `_ERROR` reply: the text, and (from frames that send it) the error's code, a
 * Portico / SPEC §8 code or an EIP-1193 number. Older clients read `message` only.
 */
export const frameErrorPayloadSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.optional(
      z.union([
        z.string().check(z.regex(/^[A-Z0-9_]{1,64}$/)),
        z.number().check(z.int(), z.gte(-99_999), z.lte(99_999)),
      ]),
    ),
  }),
)
export const frameReadyPayloadSchema = lazySchema(() =>
  z.object({ version: z.optional(z.union([z.string(), z.number()])) }),
)
export const frameSessionUpdatePayloadSchema = lazySchema(() =>
  z.object({ token: z.string().check(z.minLength(1)) }),
)

/** `{type, id?, payload?}`: the outer shape of every message, either way. */
export const frameEnvelopeSchema = lazySchema(() =>
  z.object({
    type: z.string().check(z.minLength(1), z.maxLength(128)),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    payload: z.optional(z.unknown()),
  }),
)
export type FrameEnvelope = z.infer<ReturnType<typeof frameEnvelopeSchema>>

const FRAME_WARM_UP_TYPE = 'warm-up'

/**
 * Builds the envelope, which every message is parsed with, and parses a sample with it: zod's
 * set-up and its parsing code (V8 compiles a function on its first call) run here, not in the
 * first message. The frame calls it as its endpoint posts READY.
 */
export function prepareFrameEnvelope(): void {
  frameEnvelopeSchema().safeParse({ type: FRAME_WARM_UP_TYPE, id: FRAME_WARM_UP_TYPE })
}

/**
 * Builds the atoms the requests share and parses a sample with each. The frame calls it in the
 * task after the one that posted READY, while the host handles READY; otherwise the first
 * request would build them.
 */
export function prepareFrameAtoms(): void {
  chainId().safeParse(1)
  chainId().safeParse('eip155:1')
  accountType().safeParse('eoa')
  empty().safeParse(undefined)
}

/** Both of the above at once: the host, as its endpoint is made, before the frame is inserted. */
export function prepareFrameSchemas(): void {
  prepareFrameEnvelope()
  prepareFrameAtoms()
}
