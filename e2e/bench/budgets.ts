/**
 * Issue 19's performance goals, in one place: `npm run bench` prints them as the targets beside
 * its figures (`targets`), and the performance-budgets spec gates, in `npm test`, the figures
 * stable enough to gate (`gates`: bytes and counts; timings are reported by the bench, never
 * gated, because the 2 shared cores make them vary run to run).
 */

const KiB = 1024
const MiB = 1024 * 1024

/** Every goal of issue 19 (goals 1 to 4), as numbers. */
export const goals = {
  // Goal 1: the first open, and what loads before it.
  /** Click → the catalogue's wallets visible, cold page (ms). */
  clickToListMs: 33,
  /** JS before the first click, gzip level 9, React included (bytes). */
  jsBeforeClickGzip: 90 * KiB,
  /** Long tasks (> 50 ms) of idle-time work after the load event, before the click. */
  idleLongTasks: 0,
  /** Requests to hosts other than loopback, before and through the first open. */
  foreignRequests: 0,
  // Goal 2: what the open costs.
  /** CDP ScriptDuration from the click until the open has settled (ms). */
  scriptOnOpenMs: 30,
  /** Long tasks (> 50 ms) from the click until the open has settled. */
  longTasksOnOpen: 0,
  /** JS heap after GC with the modal open and settled (bytes). */
  heapModalOpen: 4 * MiB,
  /** CDP `Nodes` of the page with the modal open: the document and its shadow roots. */
  domNodes: 250,
  // Goal 3: the secure frame.
  /** Secure frame READY after the iframe's insertion (ms). */
  frameReadyMs: 50,
  /** E-mail login: code submitted → connected (ms). */
  emailToConnectedMs: 100,
  /** A request/reply round trip with the frame (ms). */
  frameRoundTripMs: 3,
  // Goal 4: WalletConnect, Activity, cloud.
  /** WalletConnect: click → QR code shown (ms). */
  walletConnectQrMs: 60,
  /** WalletConnect: the wallet approves → session in the dapp (ms). */
  walletConnectSessionMs: 100,
  /** Transfer mined → shown in an open Activity tab (ms). */
  activityShownMs: 500,
  /** Every cloud read route's p99 on PGlite at 16 in flight (ms). */
  cloudReadP99Ms: 20,
} as const

const kibText = (bytes: number) => `${bytes / KiB} KiB`
const mibText = (bytes: number) => `${bytes / MiB} MiB`
const atMost = (text: string | number) => `≤ ${text}`
const none = (count: number) => (count === 0 ? 'none' : atMost(count))

/** The target texts `npm run bench` prints beside its figures. */
export const targets = {
  clickToList: atMost(`${goals.clickToListMs} ms`),
  jsBeforeClick: `${atMost(kibText(goals.jsBeforeClickGzip))} in all`,
  idleLongTasks: none(goals.idleLongTasks),
  foreignRequests: String(goals.foreignRequests),
  scriptOnOpen: atMost(`${goals.scriptOnOpenMs} ms`),
  longTasksOnOpen: none(goals.longTasksOnOpen),
  heapModalOpen: atMost(mibText(goals.heapModalOpen)),
  domNodes: atMost(goals.domNodes),
  frameReady: atMost(`${goals.frameReadyMs} ms`),
  emailToConnected: atMost(`${goals.emailToConnectedMs} ms`),
  frameRoundTrip: atMost(`${goals.frameRoundTripMs} ms`),
  walletConnectQr: atMost(`${goals.walletConnectQrMs} ms`),
  walletConnectSession: atMost(`${goals.walletConnectSessionMs} ms`),
  activityShown: atMost(`${goals.activityShownMs} ms`),
  cloudReadP99: atMost(`${goals.cloudReadP99Ms} ms`),
} as const

/**
 * What e2e/specs/performance-budgets.spec.ts fails `npm test` on. A goal where the product meets
 * it; otherwise today's figure with a little headroom, so that growth fails while the goal is
 * worked towards. Lower one when the product improves; raise one only with a reason in the commit.
 */
export const gates = {
  /** JS fetched before the load event, gzip level 9, React included (goal 1). */
  jsBeforeLoadGzip: goals.jsBeforeClickGzip,
  /** Requests to hosts other than loopback, from navigation until the first open settled. */
  foreignRequests: goals.foreignRequests,
  /**
   * Requests the first open makes, click → settled (no request for 500 ms): the project config,
   * the analytics config and event, and the next views' chunks fetched in the background. The
   * warm-up at idle fetched the open path and the wallet list before the click, and WalletConnect
   * loads on intent: 11 in each run on 2026-11-25 (27 before both).
   */
  firstOpenRequests: 14,
  /**
   * Nodes (elements, text, comments) in the modal's shadow root with the Connect view open and
   * settled: 72 (59 elements) in each of 5 runs on 2026-11-25. Not the goal's figure:
   * goals.domNodes counts the whole page (CDP `Nodes`, 308 in the peer harness on 2026-11-25,
   * goal 250) and is worked towards; this gate keeps the modal's part from growing meanwhile.
   * Long tasks on open are not gated: 1 to 5 per open in those 5 runs (load average 10 to 14).
   */
  shadowRootNodes: 80,
} as const
