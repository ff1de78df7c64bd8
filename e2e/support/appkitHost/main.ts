/**
 * A host page that drives Reown AppKit's own embedded-wallet client, `W3mFrameProvider` from
 * `@reown/appkit-wallet` 1.7, unmodified, against the Portico secure frame. The frame's URL is
 * AppKit's `NEXT_PUBLIC_SECURE_SITE_SDK_URL`, which the build defines (appkitHostServer.ts).
 *
 * Every `@w3m-frame/` message the page receives is checked with the bundled
 * `W3mFrameSchema.frameEvent`, the check AppKit itself runs, and reported to the test.
 * The test calls the provider through `window.interop`, which times each call.
 */
import { W3mFrameHelpers, W3mFrameProvider, W3mFrameSchema } from '@reown/appkit-wallet'

declare const __APPKIT_INTEROP__: { projectId: string; chainId: number; rpcUrl: string }

type ProviderConfig = ConstructorParameters<typeof W3mFrameProvider>[0]
type CaipNetwork = NonNullable<ReturnType<ProviderConfig['getActiveCaipNetwork']>>

/** One frame message as the page saw it, and AppKit's verdict on it. */
export interface FrameMessageReport {
  type: string
  origin: string
  /** Whether `W3mFrameSchema.frameEvent` accepts it. */
  ok: boolean
  issues?: string
  payload?: unknown
  /** performance.now() when it arrived. */
  at: number
}

/** A provider call's outcome and how long it took (performance.now() deltas). */
export interface Timed {
  ok: boolean
  value?: unknown
  error?: string
  startedAt: number
  ms: number
}

export interface Interop {
  call(method: string, ...args: unknown[]): Promise<Timed>
  /** Starts a call that waits on the user (device approval, Approve in the frame). */
  start(key: string, method: string, ...args: unknown[]): void
  isSettled(key: string): boolean
  finish(key: string): Promise<Timed>
  frameMessages: FrameMessageReport[]
  frameSrc(): string | null
  frameVisible(): boolean
}

declare global {
  interface Window {
    /** Set by the test (page.exposeFunction) so reports outlive a reload. */
    reportFrameMessage?: (report: FrameMessageReport) => void
    interop: Interop
  }
}

interface Issue {
  code: string
  path: (string | number)[]
  message: string
  unionErrors?: { issues: Issue[] }[]
}

/**
 * AppKit's frameEvent is one long union, so zod's error lists every member. This keeps what the
 * members of the message's own `type` said; null when no member has that type.
 */
function explain(issues: Issue[]): string[] | null {
  if (issues.some((i) => i.code === 'invalid_literal' && i.path[0] === 'type')) return null
  const out: string[] = []
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.unionErrors) {
      const matched = issue.unionErrors
        .map((e) => explain(e.issues))
        .filter((r): r is string[] => r !== null)
      if (!matched.length) return null
      out.push(...matched.flat())
    } else out.push(`${issue.path.join('.') || '(message)'}: ${issue.message}`)
  }
  return out
}

const config = __APPKIT_INTEROP__
const frameMessages: FrameMessageReport[] = []

// Installed before the provider exists, so nothing the frame says is missed.
addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { type?: unknown; payload?: unknown } | null
  // AppKit's own filter (W3mFrame's shouldHandleEvent).
  if (typeof data?.type !== 'string' || !data.type.includes('@w3m-frame/')) return
  const parsed = W3mFrameSchema.frameEvent.safeParse(data)
  const report: FrameMessageReport = {
    type: data.type,
    origin: event.origin,
    ok: parsed.success,
    ...(parsed.success
      ? {}
      : {
          issues: (
            explain(parsed.error.issues as Issue[]) ?? ['AppKit knows no frame event of this type']
          ).join('; '),
        }),
    payload: data.payload,
    at: performance.now(),
  }
  frameMessages.push(report)
  window.reportFrameMessage?.(report)
})

const network = {
  id: config.chainId,
  caipNetworkId: `eip155:${config.chainId}`,
  chainNamespace: 'eip155',
  name: 'Portico devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [config.rpcUrl] } },
} as unknown as CaipNetwork

const provider = new W3mFrameProvider({
  projectId: config.projectId,
  chainId: `eip155:${config.chainId}`,
  enableLogger: false,
  abortController: new AbortController(),
  getActiveCaipNetwork: () => network,
  getCaipNetworks: () => [network],
  onTimeout: (reason) => console.error('AppKit timeout:', reason),
})

const frameElement = () => document.getElementById('w3m-iframe') as HTMLIFrameElement | null

// AppKit's modal shows the iframe for an approval (its ApproveTransaction view); this page has
// no modal, so it shows the iframe itself while an unsafe request is open.
provider.onRpcRequest((request) => {
  const frame = frameElement()
  if (!frame || W3mFrameHelpers.checkIfRequestIsSafe(request)) return
  Object.assign(frame.style, {
    display: 'block',
    width: '360px',
    height: '600px',
    top: '40px',
    left: 'calc(50% - 180px)',
  })
})
const hideFrame = () => {
  const frame = frameElement()
  if (frame) frame.style.display = 'none'
}
provider.onRpcSuccess(hideFrame)
provider.onRpcError(hideFrame)

async function timed(method: string, args: unknown[]): Promise<Timed> {
  const fn = (provider as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[method]
  const startedAt = performance.now()
  if (typeof fn !== 'function') return { ok: false, error: `no method ${method}`, startedAt, ms: 0 }
  try {
    const value = await fn.apply(provider, args)
    return { ok: true, value, startedAt, ms: performance.now() - startedAt }
  } catch (error) {
    return { ok: false, error: String(error), startedAt, ms: performance.now() - startedAt }
  }
}

const running = new Map<string, { promise: Promise<Timed>; settled: boolean }>()

window.interop = {
  call: (method, ...args) => timed(method, args),
  start(key, method, ...args) {
    const entry = { promise: timed(method, args), settled: false }
    void entry.promise.then(() => {
      entry.settled = true
    })
    running.set(key, entry)
  },
  isSettled: (key) => running.get(key)?.settled ?? false,
  async finish(key) {
    const entry = running.get(key)
    if (!entry) throw new Error(`nothing started as ${key}`)
    return entry.promise
  },
  frameMessages,
  frameSrc: () => frameElement()?.src ?? null,
  frameVisible: () => {
    const frame = frameElement()
    return !!frame && getComputedStyle(frame).display !== 'none' && frame.offsetWidth > 0
  },
}
