/**
 * `npm run bench`: Portico's speed figures, printed (never asserted). Starts the real stack on
 * the e2e ports and drives Debian Chromium. `BENCH_ONLY=activity` (a comma list of sizes, page,
 * open, frame, email, social, signing, walletconnect, activity, solana, swap, farcaster, siwx,
 * smartaccount, bitcoin) runs only those sections; `npm run bench -- signing email` sets it and
 * skips the cloud and relay benches.
 *
 * The targets printed beside the figures are issue 19's goals. Every figure says what it is
 * taken over (runs, median and p99 by nearest rank, or a single run); the machine's load average
 * is printed at the start and the end, since the 2 cores are shared.
 */
import { cpus, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { type CDPSession, chromium, type Frame, type Page, type Response } from '@playwright/test'
import { DEVNET_MNEMONIC, startStack } from '@portico/devnet'
import { chromiumArgs, chromiumPath } from '@portico/devnet/chromium'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { writeE2eCatalogue } from '../support/walletCatalogueFixture.ts'
import { kib, median, mib, ms, msSpread } from './benchFigures.ts'
import { targets } from './budgets.ts'
import { recordLongTasks } from './pageFigures.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const SECTIONS = [
  'sizes',
  'page',
  'open',
  'frame',
  'email',
  'restore',
  'social',
  'signing',
  'walletconnect',
  'activity',
  'solana',
  'swap',
  'farcaster',
  'siwx',
  'smartaccount',
  'bitcoin',
] as const
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
const unknownSection = only?.find((s) => !(SECTIONS as readonly string[]).includes(s))
if (unknownSection)
  throw new Error(`BENCH_ONLY: unknown section '${unknownSection}' (${SECTIONS.join(', ')})`)
const section = (name: (typeof SECTIONS)[number]) => !only || only.includes(name)

const rows: [string, string, string][] = []
const report = (what: string, value: string, target = '') => {
  rows.push([what, value, target])
  console.log(`  ${what}: ${value}${target ? `  (target ${target})` : ''}`)
}

/**
 * In the page: the first catalogue entry of Connect's wallet list (a wallet from /getWallets,
 * not the WalletConnect or All Wallets rows, which draw icons of their own), once its name is
 * there and its icon has loaded or its monogram fallback is final; null before. A function's
 * source, because tsx's transform adds helpers to named functions that the page does not have.
 */
const catalogueWalletShown = `() => {
  const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
  const list = dialog?.open && dialog.querySelector('ul[aria-label="Wallets"]')
  if (!list) return null
  const row = [...list.querySelectorAll('li')].find((li) => li.querySelector('.portico-image, .portico-monogram'))
  const name = row?.querySelector('.portico-list-item-name')?.textContent
  if (!name) return null
  const img = row.querySelector('img.portico-image')
  if (img && !(img.complete && img.naturalWidth > 0)) return null
  return { name, icon: img ? 'image' : 'monogram' }
}`

/** Bundles @portico/modal's entry as a dapp's bundler would (React external) and sizes it. */
async function modalEntrySizes() {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      lib: {
        entry: new URL('../../modal/src/index.ts', import.meta.url).pathname,
        formats: ['es'],
      },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })
  type Chunk = {
    type: string
    fileName: string
    isEntry?: boolean
    code?: string
    imports?: string[]
  }
  const outputs = (Array.isArray(result) ? result : [result]) as { output: Chunk[] }[]
  const chunks = new Map(
    outputs
      .flatMap((r) => r.output)
      .filter((o) => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  )
  // The entry and every chunk it imports statically: what loads with `import '@portico/modal'`.
  const eager = new Set<string>()
  const visit = (name: string) => {
    if (eager.has(name)) return
    eager.add(name)
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep)
  }
  for (const c of chunks.values()) if (c.isEntry) visit(c.fileName)
  const gz = (c: Chunk) => gzipSync(c.code ?? '', { level: 9 }).length
  let entry = 0
  let lazy = 0
  for (const c of chunks.values()) {
    if (eager.has(c.fileName)) entry += gz(c)
    else lazy += gz(c)
  }
  return { entry, lazy }
}

console.log('Portico bench\n')
if (section('sizes')) {
  const sizes = await modalEntrySizes()
  report('@portico/modal entry with its static imports (gzip, React external)', kib(sizes.entry))
  report('@portico/modal chunks loaded on demand, all (gzip)', kib(sizes.lazy))
}

// The e2e wallet catalogue (as the e2e global set-up writes it): the list the bench waits for.
if (e2eConfig.catalogueFile) writeE2eCatalogue(e2eConfig.catalogueFile)
const stack = await startStack(e2eConfig, { ephemeral: true })
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--enable-precise-memory-info'],
})
try {
  console.log(
    `\n  (Chromium ${browser.version()} headless, ${cpus().length} cores, ${RUNS} runs per figure unless stated, ${loadAverage()})\n`,
  )

  // 1. What a host page loads before the first click (before the load event and at idle after
  // it), and what opening the modal adds. One page; the timings of the open are in section 2.
  if (section('page')) {
    const page = await newBenchPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const js = new Map<string, number>()
    /** The WalletConnect SDK's chunk(s): the code naming its storage prefix. */
    const walletConnectJs = new Set<string>()
    /** Requests before the click by where they go: this page's origin, Portico's cloud, other. */
    const byOrigin = { page: 0, cloud: 0, other: [] as string[] }
    page.on('response', async (res) => {
      const url = res.url()
      const { origin } = new URL(url)
      if (origin === e2eConfig.demoOrigin) byOrigin.page++
      else if (origin === new URL(e2eConfig.cloudUrl).origin) byOrigin.cloud++
      else byOrigin.other.push(url)
      if (res.request().resourceType() !== 'script') return
      const body = await res.body()
      if (body.includes('universal_provider')) walletConnectJs.add(url)
      js.set(url, gzipSync(body, { level: 9 }).length)
    })
    await page.goto(demoUrl, { waitUntil: 'load' })
    const scriptAtLoad = await scriptMs(cdp)
    await waitForQuietNetwork(page)
    const scriptBeforeClick = await scriptMs(cdp)
    const { loadAt, scripts, longTasks } = await page.evaluate<{
      loadAt: number
      scripts: { name: string; startTime: number }[]
      longTasks: { start: number; duration: number }[]
    }>(`({
      loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
      scripts: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
      longTasks: window.__benchLongTasks,
    })`)
    // Resource timing names every request; the response listener sized the scripts among them.
    const started = new Map(scripts.map((e) => [e.name, e.startTime]))
    let beforeLoad = 0
    let idleAfterLoad = 0
    for (const [url, size] of js) {
      if ((started.get(url) ?? 0) < loadAt) beforeLoad += size
      else idleAfterLoad += size
    }
    report(
      'JS before the first click (gzip, React included): before the load event',
      kib(beforeLoad),
      targets.jsBeforeClick,
    )
    report(
      'JS before the first click (gzip): fetched at idle after the load event',
      kib(idleAfterLoad),
    )
    report('script run before the load event (CDP ScriptDuration, one run)', ms(scriptAtLoad))
    report(
      'script run after the load event, before the click (idle work, one run)',
      ms(scriptBeforeClick - scriptAtLoad),
    )
    report(
      'long tasks (> 50 ms) before the click (one run)',
      `${longTasks.length}${longTasks.length ? ` (longest ${ms(Math.max(...longTasks.map((t) => t.duration)))})` : ''}`,
    )
    report(
      "requests before the first click: the page's origin / Portico's cloud (the warm-up's wallet list and logos; another host in production)",
      `${byOrigin.page} / ${byOrigin.cloud}`,
    )
    report(
      'requests to any other host before the first click',
      `${byOrigin.other.length}${byOrigin.other.length ? ` (${byOrigin.other.join(', ')})` : ''}`,
      targets.foreignRequests,
    )
    const before = new Set(js.keys())
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.waitForFunction(`(${catalogueWalletShown})()`, undefined, { polling: 'raf' })
    report(
      `JS heap as the catalogue wallets show, WalletConnect SDK ${walletConnectJs.size ? 'fetched' : 'not fetched'} yet (one run, after GC)`,
      mib(await heapUsed(cdp)),
    )
    // WalletConnect loads on intent (the pointer on a row that pairs), not on open: its SDK
    // fetched by the open would be a regression, told apart here once the network is quiet.
    await waitForQuietNetwork(page)
    const openedJs = [...js.entries()].filter(([url]) => !before.has(url))
    const sum = (entries: [string, number][]) => entries.reduce((a, [, size]) => a + size, 0)
    report(
      'modal code loaded on open, WalletConnect SDK apart (gzip)',
      kib(sum(openedJs.filter(([url]) => !walletConnectJs.has(url)))),
    )
    report(
      'WalletConnect SDK loaded by the open, no intent shown (gzip; expected 0)',
      kib(sum(openedJs.filter(([url]) => walletConnectJs.has(url)))),
    )
    // The frame's entry is inline in its page (secure-frame/vite/inlineEntryScript.ts): that
    // script counts, and any script the frame fetches before READY.
    // Bodies are read as responses come, and all of them before the sum: READY can come first.
    const frameJs: Promise<number[]>[] = []
    const frameScripts = async (res: Response): Promise<number[]> => {
      const type = res.request().resourceType()
      if (type === 'script') return [gzipSync(await res.body(), { level: 9 }).length]
      if (type !== 'document') return []
      const html = (await res.body()).toString('utf8')
      return [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
        ([, code = '']) => gzipSync(code, { level: 9 }).length,
      )
    }
    page.on('response', (res) => {
      if (res.url().startsWith(e2eConfig.frameOrigin)) frameJs.push(frameScripts(res))
    })
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Check secure frame' }).click()
    await page.getByTestId('frame-status').filter({ hasText: 'ready' }).waitFor()
    report(
      'secure frame app JS before READY, inline entry included (gzip)',
      kib((await Promise.all(frameJs)).flat().reduce((a, b) => a + b, 0)),
    )
    await page.close()
  }

  // 2. Opening the modal on a fresh page each run, after the warm-up at idle (the page is left
  // until no request for 500 ms): click → the catalogue's wallets visible, then, once the open
  // has settled (no request for 500 ms), what the open cost.
  if (section('open')) {
    const cold: OpenFigures[] = []
    for (let i = 0; i < RUNS; i++) {
      const page = await newBenchPage()
      await page.goto(demoUrl, { waitUntil: 'networkidle' })
      cold.push(await measureOpen(page))
      await page.close()
    }
    const first = cold[0]
    report(
      `click → catalogue wallets visible, cold page (first entry '${first?.entry}', icon ${iconStates(cold)})`,
      msSpread(cold.map((r) => r.listMs)),
      targets.clickToList,
    )
    report(
      'script on open, click → settled (CDP ScriptDuration)',
      `${ms(median(cold.map((r) => r.scriptMs)))} median of ${RUNS} runs`,
      targets.scriptOnOpen,
    )
    report(
      'long tasks (> 50 ms) on open, click → settled',
      `${median(cold.map((r) => r.longTaskCount))} median, ${ms(median(cold.map((r) => r.longTaskMs)))} median total; runs with any: ${cold.filter((r) => r.longTaskCount > 0).length} of ${RUNS}`,
      targets.longTasksOnOpen,
    )
    report(
      `JS heap with the modal open, settled, WalletConnect SDK ${wcStates(cold)} (after GC)`,
      `${mib(median(cold.map((r) => r.heapBytes)))} median of ${RUNS} runs`,
      targets.heapModalOpen,
    )
    report(
      'long tasks (> 50 ms) after the load event, before the click (the warm-up at idle)',
      `${cold.reduce((a, r) => a + r.idleLongTaskCount, 0)} in ${RUNS} runs`,
      targets.idleLongTasks,
    )
    report(
      'DOM nodes with the modal open, settled (CDP Nodes: the page and its shadow roots, text nodes included)',
      `${median(cold.map((r) => r.domNodes))} median; ${median(cold.map((r) => r.shadowElements))} elements in the modal's shadow root`,
      targets.domNodes,
    )

    // As people click: the pointer reaches the button a moment before the click (150 ms here).
    const hovered: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const page = await newBenchPage()
      await page.goto(demoUrl, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).hover()
      await page.waitForTimeout(150)
      hovered.push(await timeClickToList(page))
      await page.close()
    }
    report(
      'click → catalogue wallets visible, pointer over the button 150 ms before',
      msSpread(hovered),
    )

    // Without the warm-up (`preload: 'intent'`, the demo's ?preload=intent): the click loads the
    // open path's code, builds the store, fetches the wallet list and renders Connect.
    const intent: OpenFigures[] = []
    for (let i = 0; i < RUNS; i++) {
      const page = await newBenchPage()
      await page.goto(`${demoUrl}?preload=intent`, { waitUntil: 'networkidle' })
      intent.push(await measureOpen(page))
      await page.close()
    }
    report(
      "click → catalogue wallets visible, preload: 'intent' (no warm-up at idle), cold page",
      msSpread(intent.map((r) => r.listMs)),
    )
    report(
      "script on open, preload: 'intent', click → settled",
      `${ms(median(intent.map((r) => r.scriptMs)))} median of ${RUNS} runs`,
    )
  }

  // 3. Secure frame: READY after insertion, and a request/reply round trip.
  if (section('frame')) {
    const ready: number[] = []
    const fromCall: number[] = []
    const roundTrips: number[] = []
    const firstReplies: number[] = []
    const parts: FrameReadyParts[] = []
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage()
      await page.goto(demoUrl, { waitUntil: 'networkidle' })
      const result = await page.evaluate<{
        readyMs: number
        fromCallMs: number
        roundTripMs: number
        insertedAt: number
        timeOrigin: number
      }>(`(async () => {
        // The connector's code loads first; READY is timed from the iframe's insertion.
        let insertedAt
        const observer = new MutationObserver(() => {
          if (insertedAt === undefined && document.querySelector('iframe[title="Portico secure frame"]')) insertedAt = performance.now()
        })
        observer.observe(document.body, { childList: true })
        const t0 = performance.now()
        const auth = await window.portico.getAuthConnector()
        await auth.endpoint.ready
        const readyAt = performance.now()
        observer.disconnect()
        const t1 = performance.now()
        await auth.request('GET_CHAIN_ID')
        return { readyMs: readyAt - insertedAt, fromCallMs: readyAt - t0, roundTripMs: performance.now() - t1, insertedAt, timeOrigin: performance.timeOrigin }
      })()`)
      const frame = page.frames().find((f) => f.url().startsWith(`${e2eConfig.frameOrigin}/sdk`))
      if (frame) parts.push(await frameReadyParts(frame, result))
      ready.push(result.readyMs)
      fromCall.push(result.fromCallMs)
      roundTrips.push(result.roundTripMs)
      firstReplies.push(result.readyMs + result.roundTripMs)
      await page.close()
    }
    report('secure frame READY after insertion', msSpread(ready), targets.frameReady)
    report('secure frame READY after getAuthConnector(), its code loaded first', msSpread(fromCall))
    report(
      "READY's parts, ms after insertion (medians): the frame's page starts arriving · has arrived · its modules have run · config read · READY posted · the host has it",
      (['responseStart', 'responseEnd', 'modules', 'config', 'posted', 'received'] as const)
        .map((key) => ms(median(parts.map((p) => p[key]))))
        .join(' · '),
    )
    const floor = await emptyCrossSiteFrameTimes(demoUrl)
    report(
      "READY's floor: a page on another site that posts at once from its head, insertion → the host has the message",
      msSpread(floor.message),
    )
    report('the same page, insertion → its load event', msSpread(floor.load))
    report(
      'frame request → reply round trip (GET_CHAIN_ID)',
      msSpread(roundTrips),
      targets.frameRoundTrip,
    )
    // What the host waits for in all: the frame's script runs once, so work moved from before
    // READY to after it lengthens this first round trip by about as much (issue 19).
    report(
      'secure frame insertion → the reply to its first request (READY + that round trip)',
      msSpread(firstReplies),
    )
  }
  // 4. E-mail login: code submitted → connected (the code and approval link read from the mail catcher).
  if (section('email')) {
    const { mailsTo } = await import('../support/mailInbox.ts')
    const { openCodeEntry, submitCode } = await import('./emailSigning.ts')
    const times: number[] = []
    // One login first, not counted: a frame server's first login after its start also compiles
    // its signature checks and queries (about 50 ms more), which a running service has done.
    const logins = Math.min(RUNS, 10)
    for (let i = -1; i < logins; i++) {
      const email = `bench-${Date.now()}-${i}@example.com`
      const entry = await openCodeEntry(browser, email)
      const ms = await submitCode(entry)
      if (i >= 0) times.push(ms)
      if ((await mailsTo(email)).length !== 2) throw new Error('unexpected mail count')
      await entry.close()
    }
    report(
      'e-mail login: code submitted → connected (after one login not counted, the server warm)',
      msSpread(times),
      targets.emailToConnected,
    )
    // Continue → the next view (Register Device, for a new address): with the field focused a
    // second before, as people type (the secure frame loads on that focus), and with no focus
    // at all (a programmatic submit: the frame loads after Continue).
    const { timeEmailContinue } = await import('./emailSigning.ts')
    const focused: number[] = []
    const unfocused: number[] = []
    for (let i = 0; i < Math.min(RUNS, 10); i++) {
      const email = `bench-continue-${Date.now()}-${i}@example.com`
      ;(i % 2 === 0 ? focused : unfocused).push(
        await timeEmailContinue(browser, email, i % 2 === 0),
      )
    }
    report(
      'e-mail: Continue → Register Device shown, field focused 1 s before (the frame loads on focus)',
      msSpread(focused),
    )
    report(
      'e-mail: Continue → Register Device shown, no focus before (programmatic submit)',
      msSpread(unfocused),
    )
  }
  // 4a. A returning e-mail user: the page reloaded with a stored session → the account shown.
  if (section('restore')) {
    const { benchEmailRestore } = await import('./emailRestore.ts')
    const restores = await benchEmailRestore(browser, Math.max(1, Math.ceil(RUNS / 3)), 3)
    report(
      'e-mail session restored on reload: navigation start → account connected (demo files cached)',
      msSpread(restores.map((r) => r.connected)),
    )
    report(
      'the same reloads: the secure frame inserted → account connected (its READY, IS_CONNECTED, GET_USER)',
      msSpread(restores.map((r) => r.connected - r.frameInserted)),
    )
    report(
      'the same reloads, medians: navigation start → load event · → the secure frame inserted',
      `${ms(median(restores.map((r) => r.load)))} · ${ms(median(restores.map((r) => r.frameInserted)))}`,
    )
  }
  // 4b. Sign In With Farcaster: click → QR, and Approve in the Farcaster app → connected.
  if (section('farcaster')) {
    const { farcasterSection } = await import('./farcasterLogin.ts')
    await farcasterSection(browser, Math.min(RUNS, 5), report)
  }
  // 4b. Social login (issue 21): click → the provider's sign-in page in the popup, and consent →
  // connected (code exchange on the frame server, claim, wallet made in the frame's worker).
  if (section('social')) {
    const { timeSocialLogin } = await import('./socialLogin.ts')
    const toProvider: number[] = []
    const toConnected: number[] = []
    const labels = ['Google', 'GitHub', 'Apple'] as const
    for (let i = 0; i < Math.min(RUNS, 6); i++) {
      const times = await timeSocialLogin(browser, labels[i % labels.length] ?? 'Google')
      toProvider.push(times.toProvider)
      toConnected.push(times.toConnected)
    }
    report('social login: click → provider page shown (popup)', msSpread(toProvider))
    report('social login: consent → connected', msSpread(toConnected))
  }
  // 4c. SIWX (issue 24): the extension connects, then signs the CAIP-122 message in.
  if (section('siwx')) {
    const { siwxSection } = await import('./siwxSignIn.ts')
    await siwxSection(Math.min(RUNS, 10), report, msSpread)
  }
  // 4d. The e-mail wallet as a smart account (issue 24): a sponsored UserOperation's send.
  if (section('smartaccount')) {
    const { smartAccountSection } = await import('./smartAccountSend.ts')
    await smartAccountSection(browser, Math.min(RUNS, 10), report, msSpread)
  }
  // 4d. Bitcoin (issue 23): Send BTC through the extension, to the mempool and to Activity.
  if (section('bitcoin')) {
    const { bitcoinSection } = await import('./bitcoinSend.ts')
    const { bitcoinReceiveSection } = await import('./bitcoinReceive.ts')
    const bitcoin = stack.deployments?.bitcoin
    if (bitcoin) {
      await bitcoinSection(bitcoin, Math.min(RUNS, 10), report, msSpread)
      await bitcoinReceiveSection(
        bitcoin,
        Math.min(RUNS, 10),
        report,
        msSpread,
        targets.activityShown,
      )
    } else report('BTC send', 'skipped: the stack runs no Bitcoin node')
  }
  // 5. E-mail wallet signing (issue 17: the frame server signs today, the frame's worker later).
  if (section('signing')) {
    const { signingSection } = await import('./emailSigning.ts')
    await signingSection(browser, RUNS, report)
  }
  // 6. WalletConnect on our relay. The demo wallet stands for a phone: it runs in a browser of
  // its own, so both pages are in front (a page behind another gets throttled frames and timers).
  // The SDK loads on intent (the pointer on, or keyboard focus reaching, a row that pairs), so
  // click → QR is timed two ways on alternate runs: as people click, the pointer over the
  // WalletConnect row 150 ms before the click; and with no intent at all, a programmatic click
  // with the pointer never moved (the fallback: the SDK loads after the click). The modal is
  // opened from the page for both, so the pointer is nowhere near the list until hovered.
  if (section('walletconnect')) {
    const toQrHovered: number[] = []
    const toQrNoIntent: number[] = []
    const toSession: number[] = []
    const signs: number[] = []
    let sdkBeforeClick = 0
    const phone = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext()
      const walletContext = await phone.newContext()
      const [dapp, wallet] = [await context.newPage(), await walletContext.newPage()]
      await Promise.all([
        dapp.goto(demoUrl, { waitUntil: 'networkidle' }),
        wallet.goto(`${e2eConfig.walletOrigin}/?account=2`, { waitUntil: 'networkidle' }),
      ])
      // Whether the SDK's chunk was fetched before the click (it must not be, with no intent).
      let sdkLoaded = false
      dapp.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return
        if ((await res.text().catch(() => '')).includes('universal_provider')) sdkLoaded = true
      })
      await dapp.evaluate(
        `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Connect Wallet').click()`,
      )
      const row = dapp.getByRole('dialog').getByRole('button', { name: /WalletConnect/ })
      await row.waitFor()
      // The list has been on screen 300 ms (read) before the pointer moves or the click.
      await dapp.waitForTimeout(300)
      const hovered = i % 2 === 0
      if (hovered) {
        await row.hover()
        await dapp.waitForTimeout(150)
      } else {
        await dapp.waitForTimeout(150)
        if (sdkLoaded) sdkBeforeClick++
      }
      const { qrMs, uri } = await dapp.evaluate<{
        qrMs: number
        uri: string
      }>(`new Promise((resolve) => {
        const root = document.querySelector('portico-modal').shadowRoot
        const item = [...root.querySelectorAll('button')].find((b) => b.textContent.includes('WalletConnect'))
        const t0 = performance.now()
        item.click()
        const check = () => {
          const qr = root.querySelector('[data-testid="wc-qr"]')
          if (qr) requestAnimationFrame(() => resolve({ qrMs: performance.now() - t0, uri: qr.getAttribute('data-value') }))
          else requestAnimationFrame(check)
        }
        check()
      })`)
      ;(hovered ? toQrHovered : toQrNoIntent).push(qrMs)
      await wallet.getByTestId('wallet-uri-input').fill(uri)
      await wallet.getByTestId('wallet-pair').click()
      await wallet.getByTestId('wallet-approve-session').waitFor()
      // The wallet stands for a phone: its button is pressed in its page (no input round trip
      // through the test driver), and both pages read the same wall clock.
      const [approvedAt, connectedAt] = await Promise.all([
        wallet.evaluate<number>(`(() => {
          document.querySelector('[data-testid="wallet-approve-session"]').click()
          return Date.now()
        })()`),
        dapp
          .waitForFunction(
            'window.portico.getState().account.isConnected && Date.now()',
            undefined,
            { polling: 'raf' },
          )
          .then((handle) => handle.jsonValue() as Promise<number>),
      ])
      toSession.push(connectedAt - approvedAt)
      await wallet.evaluate(`window.porticoDemoWallet.setAutoApprove('approve')`)
      signs.push(
        await dapp.evaluate<number>(`(async () => {
          const provider = window.portico.getProvider('eip155')
          const address = window.portico.getState().account.address
          const t0 = performance.now()
          await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
          return performance.now() - t0
        })()`),
      )
      await dapp.evaluate('window.portico.disconnect()')
      await Promise.all([context.close(), walletContext.close()])
    }
    await phone.close()
    report(
      'WalletConnect: click → QR code shown, pointer over the row 150 ms before the click (as people click)',
      msSpread(toQrHovered),
      targets.walletConnectQr,
    )
    report(
      'WalletConnect: click → QR code shown, no intent (programmatic click, pointer never moved; SDK loads after the click)',
      `${msSpread(toQrNoIntent)}; SDK fetched before the click in ${sdkBeforeClick} of ${toQrNoIntent.length}`,
    )
    report(
      'WalletConnect: wallet approves → session in the dapp',
      msSpread(toSession),
      targets.walletConnectSession,
    )
    report('WalletConnect: personal_sign round trip, wallet auto-approving', msSpread(signs))
  }
  // 7. A transfer mined → its entry in the receiver's open Activity tab (the cloud's indexer,
  // then the tab's own refresh). The receiver is the extension on account 6; account 7 sends.
  if (section('activity')) {
    const { wallet, page } = await connectedExtension(6)
    try {
      await page.getByRole('dialog').getByTestId('account-tab-activity').click()
      const entries = page.getByRole('dialog').getByTestId('activity-entry')
      await entries.first().waitFor()
      const receiver = (await wallet.getState()).address as `0x${string}`
      const chain = {
        id: e2eConfig.chains[0]?.id ?? 31337,
        name: 'Portico Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [e2eConfig.rpcUrl] } },
      }
      const sender = createWalletClient({
        chain,
        transport: http(e2eConfig.rpcUrl),
        account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 7 }),
      })
      const reader = createPublicClient({
        chain,
        transport: http(e2eConfig.rpcUrl),
        pollingInterval: 20,
      })
      const runs = Math.min(RUNS, 10)
      const times: number[] = []
      for (let i = 0; i < runs; i++) {
        // Transfers come at any moment of the tab's refresh cycle (the modal's
        // ACTIVITY_POLL_INTERVAL_MS, 3 s): a random pause keeps the runs from locking onto it.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3_000))
        const before = await entries.count()
        // Watched in the page from before the send, so no poll of ours sits in between.
        const shown = page.evaluate<number>(`new Promise((resolve) => {
          const root = document.querySelector('portico-modal').shadowRoot
          const check = () => {
            if (root.querySelectorAll('[data-testid="activity-entry"]').length > ${before}) resolve(Date.now())
            else requestAnimationFrame(check)
          }
          check()
        })`)
        const hash = await sender.sendTransaction({ to: receiver, value: parseEther('0.001') })
        await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
        const mined = Date.now()
        times.push((await shown) - mined)
      }
      report(
        "transfer mined → visible in the receiver's Activity tab",
        msSpread(times),
        targets.activityShown,
      )
    } finally {
      await wallet.close()
    }
  }
  // 7b. Solana (issue 22): the extension's Solana wallet sends SOL from the modal; click on Send
  // → confirmed on the litesvm cluster → shown in the sender's open Activity tab.
  if (section('solana')) {
    const { solanaSendSection } = await import('./solanaSend.ts')
    await solanaSendSection(Math.min(RUNS, 10), report, msSpread)
    const { solanaReceiveSection } = await import('./solanaReceive.ts')
    await solanaReceiveSection(Math.min(RUNS, 10), report, msSpread, targets.activityShown)
  }
  // 8. Swap on the devnet's Uniswap pools with the extension on account 8: a click on the token
  // to receive → its quote shown (the cloud reads the pools and Router02), and the swap's click
  // on SwapPreview → the transaction mined. Last, since the swaps move the pools' prices.
  if (section('swap')) {
    const { wallet, page } = await connectedExtension(8)
    try {
      const dialog = page.getByRole('dialog')
      const swapper = (await wallet.getState()).address as `0x${string}`
      const reader = createPublicClient({ transport: http(e2eConfig.rpcUrl), pollingInterval: 20 })
      /** In the page: resolves with the time the receive side shows a value other than `old`. */
      const quoteShown = (old: string) =>
        page.evaluate<number>(`new Promise((resolve) => {
          const root = document.querySelector('portico-modal').shadowRoot
          const check = () => {
            const value = root.querySelector('[data-testid="swap-to-amount"]')?.value
            if (value && value !== ${JSON.stringify(old)}) resolve(Date.now())
            else requestAnimationFrame(check)
          }
          check()
        })`)
      const runs = Math.min(RUNS, 10)
      const quotes: number[] = []
      const mined: number[] = []
      for (let i = 0; i < runs; i++) {
        await dialog.getByTestId('account-swap').click()
        await dialog.getByTestId('swap-amount-input').fill(`0.0${i + 1}`)
        // Click → quote: the token to receive, chosen on SwapSelectToken.
        await dialog.getByTestId('swap-select-toToken').click()
        const old = ''
        const shown = quoteShown(old)
        const clicked = Date.now()
        await dialog.getByTestId(i % 2 ? 'swap-token-PTK' : 'swap-token-tUSD').click()
        quotes.push((await shown) - clicked)
        await dialog.getByTestId('swap-review').click()
        await dialog.getByTestId('swap-confirm').waitFor()
        // Swap click → mined: the account's mined nonce moves on.
        const nonce = await reader.getTransactionCount({ address: swapper, blockTag: 'latest' })
        const start = Date.now()
        await dialog.getByTestId('swap-confirm').click()
        while (
          (await reader.getTransactionCount({ address: swapper, blockTag: 'latest' })) === nonce
        )
          await new Promise((resolve) => setTimeout(resolve, 10))
        mined.push(Date.now() - start)
        await page.locator('dialog.portico-dialog[data-view="Account"]').waitFor()
      }
      report('Swap: click on the token to receive → quote shown', msSpread(quotes))
      report('Swap: swap click → transaction mined (ETH in, no approve)', msSpread(mined))
    } finally {
      await wallet.close()
    }
  }
} finally {
  console.log(`\n  (${loadAverage()} at the end)`)
  await browser.close()
  await stack.stop()
}

/** When READY's steps happened, in ms after the iframe's insertion (host clock). */
interface FrameReadyParts {
  responseStart: number
  responseEnd: number
  modules: number
  config: number
  posted: number
  received: number
}

/**
 * The frame's navigation timing and its user timing marks (secure-frame/app/main.ts), moved to the
 * host's clock through both documents' timeOrigin.
 */
async function frameReadyParts(
  frame: Frame,
  host: { insertedAt: number; timeOrigin: number; readyMs: number },
): Promise<FrameReadyParts> {
  const seen = await frame.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    const mark = (name) => performance.getEntriesByName('portico-frame:' + name)[0]?.startTime ?? NaN
    return {
      timeOrigin: performance.timeOrigin,
      responseStart: nav?.responseStart ?? NaN,
      responseEnd: nav?.responseEnd ?? NaN,
      modules: mark('modules'),
      config: mark('config'),
      posted: mark('ready'),
    }
  })()`)
  const frameSeen = seen as Omit<FrameReadyParts, 'received'> & { timeOrigin: number }
  const after = (t: number) => frameSeen.timeOrigin + t - host.timeOrigin - host.insertedAt
  return {
    responseStart: after(frameSeen.responseStart),
    responseEnd: after(frameSeen.responseEnd),
    modules: after(frameSeen.modules),
    config: after(frameSeen.config),
    posted: after(frameSeen.posted),
    received: host.readyMs,
  }
}

/**
 * READY's floor in this browser: a page from a loopback server on another site than the demo,
 * framed the way the secure frame is, whose only content is an inline script in its head that
 * posts one message to the host at once. Timed from the iframe's insertion to the host's
 * receipt of that message, and to the frame's load event. A cross-site frame gets its own
 * renderer process; what READY takes beyond the first figure is the frame's own script.
 */
async function emptyCrossSiteFrameTimes(
  hostUrl: string,
): Promise<{ message: number[]; load: number[] }> {
  const { createServer } = await import('node:http')
  const hostOrigin = new URL(hostUrl).origin
  const page = `<!doctype html><html lang="en"><head><title>empty</title><script>parent.postMessage({ type: 'floor' }, ${JSON.stringify(hostOrigin)})</script></head><body></body></html>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const times = { message: [] as number[], load: [] as number[] }
  try {
    for (let i = 0; i < RUNS; i++) {
      const tab = await browser.newPage()
      await tab.goto(hostUrl, { waitUntil: 'networkidle' })
      const { message, load } = await tab.evaluate(
        (src) =>
          new Promise<{ message: number; load: number }>((resolve) => {
            const frame = document.createElement('iframe')
            frame.src = src
            frame.hidden = true
            let insertedAt = 0
            let message = Number.NaN
            addEventListener('message', (event) => {
              if (event.source === frame.contentWindow && Number.isNaN(message))
                message = performance.now() - insertedAt
            })
            frame.addEventListener('load', () =>
              resolve({ message, load: performance.now() - insertedAt }),
            )
            insertedAt = performance.now()
            document.body.append(frame)
          }),
        `http://127.0.0.1:${port}/?run=${i}`,
      )
      times.message.push(message)
      times.load.push(load)
      await tab.close()
    }
  } finally {
    server.close()
  }
  return times
}

/**
 * The demo in a browser with the test extension on mnemonic account `accountIndex`, connected,
 * the modal open on Account.
 */
async function connectedExtension(accountIndex: number) {
  const { launchWithTestExtension } = await import('../support/extension.ts')
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex,
  })
  const page = await wallet.context.newPage()
  await page.goto(demoUrl, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Portico Test Wallet/ })
    .click()
  await page.locator('[data-portico="account-button"]').click()
  return { wallet, page }
}

function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
}

/** Resolves once the page has started no new request for 500 ms. */
async function waitForQuietNetwork(page: Page): Promise<void> {
  let last = -1
  for (;;) {
    const count = await page.evaluate<number>(`performance.getEntriesByType('resource').length`)
    if (count === last) return
    last = count
    await page.waitForTimeout(500)
  }
}

/** A page whose long tasks (> 50 ms) are recorded from its start in `__benchLongTasks`. */
async function newBenchPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.addInitScript(recordLongTasks('__benchLongTasks'))
  return page
}

/** The page's script time so far (CDP Performance.getMetrics ScriptDuration), in ms. */
async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000
}

/** The JS heap in use after a forced GC, in bytes. */
async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/**
 * Clicks Connect and waits, inside the page, until the catalogue's first wallet is shown, then
 * resolves on the next frame (painted). Returns the ms from the click and what was shown.
 */
async function clickToList(page: Page): Promise<{ ms: number; name: string; icon: string }> {
  return page.evaluate(`new Promise((resolve) => {
    const shown = (${catalogueWalletShown})
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Connect Wallet')
    const t0 = performance.now()
    button.click()
    const check = () => {
      const entry = shown()
      if (entry) requestAnimationFrame(() => resolve({ ms: performance.now() - t0, ...entry }))
      else requestAnimationFrame(check)
    }
    check()
  })`)
}

async function timeClickToList(page: Page): Promise<number> {
  return (await clickToList(page)).ms
}

interface OpenFigures {
  listMs: number
  entry: string
  icon: string
  scriptMs: number
  longTaskCount: number
  longTaskMs: number
  heapBytes: number
  domNodes: number
  shadowElements: number
  /** Long tasks after the page's load event and before the click: the warm-up at idle's. */
  idleLongTaskCount: number
  /** Whether the WalletConnect SDK's code had been fetched (it loads on intent, not on open). */
  walletConnectLoaded: boolean
}

/** One open, cold: click → catalogue wallets, then the open's costs once it has settled. */
async function measureOpen(page: Page): Promise<OpenFigures> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  // The SDK's chunk is the one naming its storage prefix (whatever the bundler called it).
  let walletConnectLoaded = false
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    if ((await res.text().catch(() => '')).includes('universal_provider'))
      walletConnectLoaded = true
  })
  const scriptBefore = await scriptMs(cdp)
  const clickAt = await page.evaluate<number>('performance.now()')
  const list = await clickToList(page)
  await waitForQuietNetwork(page)
  const scriptAfter = await scriptMs(cdp)
  const settled = await page.evaluate<{
    longTasks: { start: number; duration: number }[]
    idleLongTasks: number
    shadowElements: number
  }>(`({
    longTasks: window.__benchLongTasks.filter((t) => t.start + t.duration > ${clickAt}),
    idleLongTasks: window.__benchLongTasks.filter((t) => t.start >= performance.getEntriesByType('navigation')[0].loadEventEnd && t.start + t.duration <= ${clickAt}).length,
    shadowElements: document.querySelector('portico-modal').shadowRoot.querySelectorAll('*').length,
  })`)
  const heapBytes = await heapUsed(cdp)
  const { metrics } = await cdp.send('Performance.getMetrics')
  return {
    listMs: list.ms,
    entry: list.name,
    icon: list.icon,
    scriptMs: scriptAfter - scriptBefore,
    longTaskCount: settled.longTasks.length,
    longTaskMs: settled.longTasks.reduce((a, t) => a + t.duration, 0),
    idleLongTaskCount: settled.idleLongTasks,
    heapBytes,
    domNodes: metrics.find((m) => m.name === 'Nodes')?.value ?? 0,
    shadowElements: settled.shadowElements,
    walletConnectLoaded,
  }
}

/** "image in 20 of 20 runs" or with monograms: how the first entry's icon ended. */
function iconStates(runs: OpenFigures[]): string {
  const images = runs.filter((r) => r.icon === 'image').length
  return images === runs.length
    ? `loaded in all ${runs.length} runs`
    : `loaded in ${images} of ${runs.length} runs, monogram in the others`
}
/** Whether the WalletConnect SDK had loaded when the heap was read. */
function wcStates(runs: OpenFigures[]): string {
  const loaded = runs.filter((r) => r.walletConnectLoaded).length
  return loaded === runs.length
    ? 'loaded'
    : loaded === 0
      ? 'not loaded'
      : `loaded in ${loaded} of ${runs.length} runs`
}
