import { expect, type Page, test } from '@playwright/test'
import { demoUrl, e2eConfig, thirdOrigin } from '../support/e2eStack.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Records every message the host page receives, with its origin. */
async function recordHostMessages(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { hostReceived: { origin: string; data: unknown }[] }
    w.hostReceived = []
    addEventListener('message', (e) => w.hostReceived.push({ origin: e.origin, data: e.data }))
  })
}

async function frameRequest(page: Page, name: string, payload?: unknown) {
  return page.evaluate(
    async ([n, p]) => {
      const portico = (
        window as unknown as {
          portico: {
            getAuthConnector(): Promise<{ request(n: string, p?: unknown): Promise<unknown> }>
          }
        }
      ).portico
      const auth = await portico.getAuthConnector()
      return auth.request(n as string, p)
    },
    [name, payload] as const,
  )
}

test('the host inserts the hidden frame from origin B, which answers READY, and a request gets its reply', async ({
  page,
}) => {
  await recordHostMessages(page)
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Check secure frame' }).click()
  await expect(page.getByTestId('frame-status')).toHaveText('ready · chain 1 · signed out')

  const iframe = page.locator('iframe[title="Portico secure frame"]')
  await expect(iframe).toHaveCount(1)
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(src.origin).toBe(e2eConfig.frameOrigin)
  expect(src.pathname).toBe('/sdk')
  expect(Object.fromEntries(src.searchParams)).toEqual({
    projectId: e2eConfig.projectId,
    chainId: 'eip155:1',
    version: '4',
    enableLogger: 'false',
    // The modal's language, which the frame's windows and mails follow (Chromium here is en-US).
    locale: 'en',
  })
  const style = await iframe.evaluate((el) => {
    const s = getComputedStyle(el)
    return { position: s.position, zIndex: s.zIndex, width: s.width, height: s.height }
  })
  expect(style).toEqual({ position: 'fixed', zIndex: '999999', width: '0px', height: '0px' })

  const received = await page.evaluate(
    () =>
      (
        window as unknown as {
          hostReceived: { origin: string; data: { type: string; id?: string; payload?: unknown } }[]
        }
      ).hostReceived,
  )
  expect(received.every((m) => m.origin === e2eConfig.frameOrigin)).toBe(true)
  expect(received[0]?.data).toEqual({ type: '@w3m-frame/READY', payload: { version: '4' } })
  const replies = received.filter((m) => m.data.type.endsWith('_SUCCESS'))
  expect(replies.map((m) => m.data.type).sort()).toEqual([
    '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    '@w3m-frame/IS_CONNECTED_SUCCESS',
  ])
  for (const reply of replies) expect(reply.data.id).toMatch(UUID)
})

test("neither the host page nor the frame logs an error or a warning in the developer's console", async ({
  page,
}) => {
  // A dapp developer sees these in their own console, on every page of their app.
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logged.push(`${message.type()} ${message.location().url}: ${message.text()}`)
  })
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`))
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Check secure frame' }).click()
  await expect(page.getByTestId('frame-status')).toHaveText('ready · chain 1 · signed out')
  // The frame's own messages, as the bench's page and this one see them (Chromium reports header
  // problems as the response is read, before its scripts run).
  const frame = page.frames().find((f) => f.url().startsWith(`${e2eConfig.frameOrigin}/sdk`))
  expect(frame, 'the secure frame').toBeDefined()
  expect(await frame?.evaluate(() => document.readyState)).toBe('complete')
  expect(logged).toEqual([])
})

test('the frame keeps state between requests: SWITCH_NETWORK then GET_CHAIN_ID', async ({
  page,
}) => {
  await page.goto(demoUrl)
  const second = e2eConfig.chains[1]?.id ?? 0
  expect(await frameRequest(page, 'SWITCH_NETWORK', { chainId: second })).toEqual({
    chainId: second,
  })
  expect(await frameRequest(page, 'GET_CHAIN_ID')).toEqual({ chainId: second })
  // A chain the frame server does not have is refused (SPEC §8) and changes nothing.
  const refused = await page.evaluate(async () => {
    const portico = (
      window as unknown as {
        portico: {
          getAuthConnector(): Promise<{ request(n: string, p?: unknown): Promise<unknown> }>
        }
      }
    ).portico
    const auth = await portico.getAuthConnector()
    return auth.request('SWITCH_NETWORK', { chainId: 10 }).then(
      () => 'resolved',
      (e: Error) => e.message,
    )
  })
  expect(refused).toBe('Chain is not supported')
  expect(await frameRequest(page, 'GET_CHAIN_ID')).toEqual({ chainId: second })
})

test('a request with a bad payload is refused by the host bus before it is sent', async ({
  page,
}) => {
  await page.goto(demoUrl)
  const error = await page.evaluate(async () => {
    const portico = (
      window as unknown as {
        portico: {
          getAuthConnector(): Promise<{ request(n: string, p?: unknown): Promise<unknown> }>
        }
      }
    ).portico
    const auth = await portico.getAuthConnector()
    return auth.request('SWITCH_NETWORK', { chainId: 'not a chain' }).then(
      () => 'resolved',
      (e: Error) => e.message,
    )
  })
  expect(error).toMatch(/^Invalid input/)
  expect(await frameRequest(page, 'GET_CHAIN_ID')).toEqual({ chainId: 1 })
})

test('messages from a third origin are ignored by both the host and the frame', async ({
  page,
}) => {
  await page.goto(demoUrl)
  expect(await frameRequest(page, 'GET_CHAIN_ID')).toEqual({ chainId: 1 })

  // An ad iframe on a third origin, inside the host page, forges frame events to the host
  // and app requests to the secure frame.
  await page.evaluate((src) => {
    const f = document.createElement('iframe')
    f.src = src
    f.name = 'third'
    document.body.appendChild(f)
  }, `${thirdOrigin}/forge`)
  await expect.poll(async () => page.frame({ name: 'third' })?.title()).toBe('forged')
  const third = page.frame({ name: 'third' })

  // The frame handles messages in order, so once its reply to this request arrives, the forged
  // SWITCH_NETWORK (posted earlier) has been seen and must not have moved the chain.
  expect(await frameRequest(page, 'GET_CHAIN_ID')).toEqual({ chainId: 1 })
  // The host stored no forged session token.
  expect(
    await page.evaluate(() => localStorage.getItem('@appkit-wallet/SESSION_TOKEN_KEY')),
  ).toBeNull()
  expect(await frameRequest(page, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
  // The third origin heard nothing back.
  expect(
    await third?.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([])
})

test('a page on a third origin cannot embed the frame: CSP frame-ancestors holds only the allowlist', async ({
  page,
  request,
}) => {
  const res = await request.get(`${e2eConfig.frameOrigin}/sdk?projectId=${e2eConfig.projectId}`)
  expect(res.headers()['content-security-policy']).toContain(
    `frame-ancestors ${e2eConfig.demoOrigin}`,
  )
  expect(res.headers()['content-security-policy']).not.toContain(thirdOrigin)

  await page.goto(`${thirdOrigin}/embed-frame`)
  await page.waitForTimeout(1000)
  expect(
    await page.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([])
})

test('an unknown project gets a frame that trusts no ancestor', async ({ request }) => {
  const res = await request.get(`${e2eConfig.frameOrigin}/sdk?projectId=unknown-project`)
  expect(res.status()).toBe(404)
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const bad = await request.get(
    `${e2eConfig.frameOrigin}/sdk?projectId=${encodeURIComponent('<script>')}`,
  )
  expect(bad.status()).toBe(400)
})
