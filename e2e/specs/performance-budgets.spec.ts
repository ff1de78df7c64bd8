/**
 * Issue 19's budgets on the figures stable enough to gate (bytes and counts; timings are `npm run
 * bench`'s, never gated): one cold page of the demo, served by the real stack, loaded and then
 * opened once, with every request, script and long task recorded from its start. Each test gates
 * one figure against e2e/bench/budgets.ts and its failure says the figure, the budget and where
 * to look. The figures are attached to each test's annotations, so a passing run shows them too.
 * Long tasks on open are logged with the figures, not gated: not stable on 2 shared cores
 * (budgets.ts says what was seen).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { gates } from '../bench/budgets.ts'
import {
  type FetchedScript,
  foreignHost,
  type Gate,
  gzipSize,
  overGate,
  recordLongTasks,
} from '../bench/pageFigures.ts'
import { demoUrl } from '../support/e2eStack.ts'

interface Figures {
  jsBeforeLoad: number
  jsAfterLoad: number
  foreign: string[]
  openRequests: string[]
  shadowRootNodes: number
  shadowRootElements: number
  pageNodes: number
  longTasksOnOpen: number[]
}

let figures: Figures
let context: BrowserContext

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks('__longTasks'))
  let opened = false
  let lastRequestAt = Date.now()
  const foreign: string[] = []
  const openRequests: string[] = []
  const scripts: Promise<{ url: string; gzip: number }>[] = []
  const onUrl = (url: string) => {
    lastRequestAt = Date.now()
    const host = foreignHost(url)
    if (host) foreign.push(url)
  }
  context.on('request', (request) => {
    onUrl(request.url())
    if (opened) openRequests.push(request.url())
  })
  page.on('websocket', (socket) => onUrl(socket.url()))
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || opened) return
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSize(body) })))
  })

  await page.goto(demoUrl, { waitUntil: 'load' })
  // The first open this gates follows the warm-up at idle: wait until it has rendered Connect's
  // catalogue wallets, logos loaded, in the closed dialog (its idle steps can outlast a quiet
  // spell of the network on a loaded machine), then for the network to be quiet.
  await page.waitForFunction(`(() => {
    const rows = document.querySelector('portico-modal')?.shadowRoot?.querySelectorAll('ul[aria-label="Wallets"] li') ?? []
    const shown = [...rows].filter((li) => li.querySelector('.portico-image, .portico-monogram'))
    return shown.length > 0 && shown.every((li) => [...li.querySelectorAll('img')].every((img) => img.complete))
  })()`)
  await quietNetwork(page, () => lastRequestAt)
  const timing = await page.evaluate<{ loadAt: number; started: [string, number][] }>(`({
    loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
    started: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  })`)
  const started = new Map(timing.started)
  const fetched: FetchedScript[] = (await Promise.all(scripts)).map((s) => ({
    ...s,
    startTime: started.get(s.url) ?? 0,
  }))
  const jsBeforeLoad = fetched.filter((s) => s.startTime < timing.loadAt)
  const jsAfterLoad = fetched.filter((s) => s.startTime >= timing.loadAt)

  opened = true
  const clickAt = await page.evaluate<number>('performance.now()')
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  // The Connect view with the catalogue's wallets (a logo or its monogram), not only static rows.
  await expect(
    page
      .locator('ul[aria-label="Wallets"] li')
      .filter({ has: page.locator('.portico-image, .portico-monogram') })
      .first(),
  ).toBeVisible()
  await quietNetwork(page, () => lastRequestAt)

  const inPage = await page.evaluate<{
    nodes: number
    elements: number
    longTasks: number[]
  }>(`(() => {
    const root = document.querySelector('portico-modal').shadowRoot
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
    let nodes = 0
    while (walker.nextNode()) nodes++
    return {
      nodes,
      elements: root.querySelectorAll('*').length,
      longTasks: window.__longTasks.filter((t) => t.start + t.duration > ${clickAt}).map((t) => t.duration),
    }
  })()`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')

  const sum = (list: FetchedScript[]) => list.reduce((a, s) => a + s.gzip, 0)
  figures = {
    jsBeforeLoad: sum(jsBeforeLoad),
    jsAfterLoad: sum(jsAfterLoad),
    foreign,
    openRequests,
    shadowRootNodes: inPage.nodes,
    shadowRootElements: inPage.elements,
    pageNodes: metrics.find((m) => m.name === 'Nodes')?.value ?? 0,
    longTasksOnOpen: inPage.longTasks,
  }
  console.log(
    `performance-budgets figures: ${JSON.stringify({ ...figures, openRequests: openRequests.map((url) => new URL(url).pathname) })}`,
  )
})

test.afterAll(async () => {
  await context?.close()
})

/** Resolves once no request has started for 500 ms (at most 15 s). */
async function quietNetwork(page: Page, lastRequestAt: () => number) {
  const deadline = Date.now() + 15_000
  while (Date.now() - lastRequestAt() < 500 && Date.now() < deadline) await page.waitForTimeout(100)
}

/** Fails with the gate's message (figure, budget, what to look at); records the figure. */
function expectWithin(gate: Gate) {
  test.info().annotations.push({
    type: 'figure',
    description: `${gate.what}: ${gate.figure} (budget ${gate.budget})`,
  })
  expect(overGate(gate) ?? 'within budget', overGate(gate) ?? undefined).toBe('within budget')
}

test('JS fetched before the load event stays within 90 KiB gzip, React included', () => {
  // Sized from the bodies the page received: none would mean the sizing broke, not a small page.
  expect(figures.jsBeforeLoad, 'no script was sized before the load event').toBeGreaterThan(0)
  expectWithin({
    what: `JS fetched before the load event, gzip level 9 (another ${(figures.jsAfterLoad / 1024).toFixed(1)} KiB at idle after it)`,
    figure: figures.jsBeforeLoad,
    budget: gates.jsBeforeLoadGzip,
    unit: 'bytes',
    lookAt:
      "what the demo's entry and @portico/modal's entry import statically (npm run bench, section sizes; modal/vite/openPathChunk.ts keeps the open path out of the entry)",
  })
})

test('nothing reaches a host other than loopback, from the load through the first open', () => {
  expectWithin({
    what: `requests and sockets to hosts other than loopback (${figures.foreign.slice(0, 5).join(', ')})`,
    figure: figures.foreign.length,
    budget: gates.foreignRequests,
    unit: 'count',
    lookAt:
      'the URLs listed: a font, an icon, a hosted RPC, WalletConnect Verify or telemetry must be served by the stack or left out',
  })
})

test('the first open makes a bounded number of requests', () => {
  const byPath = figures.openRequests.map((url) => new URL(url).pathname).join(', ')
  expectWithin({
    what: `requests from the click on Connect until the open settled (${byPath})`,
    figure: figures.openRequests.length,
    budget: gates.firstOpenRequests,
    unit: 'count',
    lookAt:
      'the list: new chunks on the open path (a split import), icons fetched for rows not shown, /getWallets asked more than once',
  })
})

test("the Connect view's shadow root stays within its node budget", () => {
  expectWithin({
    what: `nodes in the modal's shadow root, Connect view open (${figures.shadowRootElements} elements; page: ${figures.pageNodes} CDP Nodes)`,
    figure: figures.shadowRootNodes,
    budget: gates.shadowRootNodes,
    unit: 'count',
    lookAt:
      "the Connect view's markup (wrappers, rows rendered beyond the visible ones, inline SVG icons); issue 19's goal is 250 CDP Nodes for the whole page",
  })
})
