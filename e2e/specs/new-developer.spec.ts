/**
 * A new developer, from nothing to a working login on their own origin: signs in with the
 * `portico` CLI (the code from the mail catcher), creates a project that allows their origin
 * (one command), and a visitor of that origin logs in by e-mail through the modal and the
 * secure frame; the connect-method order set with the CLI is the one the visitor's modal shows.
 * Each step's time is printed (the closing note's "empty console → working login").
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, test } from '@playwright/test'
import { repoRoot } from '@portico/devnet'
import { e2eConfig, thirdOrigin } from '../support/e2eStack.ts'
import { loginNewDevice } from '../support/emailLogin.ts'
import { mailsTo, nextMail, otpIn } from '../support/mailInbox.ts'

const configDir = mkdtempSync(join(tmpdir(), 'portico-e2e-cli-'))

/** Runs `npm run portico -- …` as the developer would (no shell), answering its prompt. */
function portico(args: string[], answer?: () => Promise<string>) {
  return new Promise<{ code: number; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cloud/bin/portico.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, PORTICO_CLOUD_URL: e2eConfig.cloudUrl, PORTICO_CONFIG_DIR: configDir },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      err += d
      if (answer && err.includes('Code mailed to')) {
        const reply = answer
        answer = undefined
        reply().then((code) => child.stdin.end(`${code}\n`), reject)
      }
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }))
  })
}

test('empty console → project for a new origin → a visitor logs in there', async ({ page }) => {
  test.setTimeout(120_000)
  const developer = `dev-${Date.now()}@example.com`
  const steps: [string, number][] = []
  let last = performance.now()
  const step = (name: string) => {
    const now = performance.now()
    steps.push([name, Math.round(now - last)])
    last = now
  }

  const before = (await mailsTo(developer)).length
  const login = await portico(['login', '--email', developer], async () =>
    otpIn(await nextMail(developer, before)),
  )
  expect(login.err).not.toMatch(/portico:/)
  expect(login.code).toBe(0)
  step('CLI login (code mailed, read, token saved)')

  const created = await portico([
    'project',
    'create',
    '--name',
    'New dapp',
    '--origin',
    thirdOrigin,
    '--json',
  ])
  expect(created.code).toBe(0)
  const projectId = (JSON.parse(created.out) as { projectId: string }).projectId
  step('project create with the origin')

  // The console's connect-method order reaches the modal of a dapp that set none itself: the
  // wallets come first, above the e-mail field.
  const ordered = await portico(['project', 'set', projectId, '--connect-order', 'wallet,email'])
  expect(ordered.err).not.toMatch(/portico:/)
  await page.goto(`${thirdOrigin}/dapp?projectId=${projectId}`)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN
  await expect
    .poll(async () => {
      const wallets = await top(dialog.getByRole('list', { name: 'Wallets' }))
      const email = await top(dialog.getByRole('textbox', { name: 'Email' }))
      return wallets < email
    })
    .toBe(true)
  step('connect order set with the CLI, seen in the modal')

  const visitor = `visitor-${Date.now()}@example.com`
  await loginNewDevice(page, visitor, {
    url: `${thirdOrigin}/dapp?projectId=${projectId}`,
    expectConnected: (p) => expect(p.getByTestId('account-status')).toHaveText('connected'),
  })
  step('visitor e-mail login on the new origin (device approval + code)')

  // The frame on that origin is the new project's, under its frame-ancestors.
  const frameSrc = await page.locator('iframe[title="Portico secure frame"]').getAttribute('src')
  expect(frameSrc).toContain(`projectId=${projectId}`)
  const total = steps.reduce((sum, [, ms]) => sum + ms, 0)
  console.log(
    `new developer → working login: ${steps.map(([n, ms]) => `${n} ${ms} ms`).join('; ')}; total ${total} ms`,
  )
})
