/**
 * The developers' console end to end: a new developer signs in with the mailed code, creates a
 * project, allows the third origin, and a page there can read the project's config; removing
 * the origin refuses it again within the documented cache time. Features and API tokens too.
 */
import { expect, type Page, test } from '@playwright/test'
import { PROJECT_SETTINGS_MAX_AGE_MS } from '@portico/shared'
import {
  consoleUrl,
  enterConsoleCode,
  fetchProjectConfig,
  openThirdOriginPage,
  requestConsoleCode,
  signInToConsole,
} from '../support/consoleSteps.ts'
import { e2eConfig, thirdOrigin } from '../support/e2eStack.ts'

/** Polls well past the cache time (a ceiling for the poll, not a speed check). */
const withinCacheTime = { timeout: PROJECT_SETTINGS_MAX_AGE_MS + 2_000, intervals: [100] }

async function createProject(page: Page, name: string): Promise<string> {
  await page.getByLabel('New project name').fill(name)
  await page.getByRole('button', { name: 'New project' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  const projectId = (await page.getByTestId('project-id').textContent()) ?? ''
  expect(page.url()).toBe(`${consoleUrl}projects/${projectId}`)
  return projectId
}

test('a new developer allows an origin in the console, and a page there gets the config', async ({
  page,
  context,
}) => {
  const email = `console-${Date.now()}@example.com`
  const marks: [string, number][] = []
  const mark = (step: string) => marks.push([step, performance.now()])

  mark('start')
  await page.goto(consoleUrl)
  await expect(page.getByRole('heading', { name: 'Sign in to the Portico console' })).toBeVisible()
  const code = await requestConsoleCode(page, email)
  mark('code sent')
  // A second code within 30 s is refused with the server's text.
  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
  await enterConsoleCode(page, code)
  mark('code entered')
  await expect(page.getByText('No projects yet')).toBeVisible()

  const projectId = await createProject(page, 'Third origin dapp')
  mark('project created')
  await expect(
    page.getByText(
      `Changes reach every Portico server within ${PROJECT_SETTINGS_MAX_AGE_MS / 1000} seconds.`,
    ),
  ).toBeVisible()

  // Before the origin is allowed, a page on it is refused.
  const dapp = await context.newPage()
  await openThirdOriginPage(dapp)
  const refused = await fetchProjectConfig(dapp, projectId)
  expect(refused.status).toBe(403)
  expect(refused.body.code).toBe('INVALID_APP_CONFIGURATION')

  const originField = page.getByLabel('Add an allowed origin')
  // A path is explained under the field and nothing is sent.
  await originField.fill(`${thirdOrigin}/app`)
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(page.getByText(`An origin has no path: use ${thirdOrigin}`)).toBeVisible()
  await originField.fill(thirdOrigin)
  const origins = page.getByRole('list', { name: 'Allowed origins' })
  mark('origin typed')
  await page.getByRole('button', { name: 'Add origin' }).click()
  await expect(origins.getByText(thirdOrigin, { exact: true })).toBeVisible()
  mark('origin added')

  await expect
    .poll(async () => (await fetchProjectConfig(dapp, projectId)).status, withinCacheTime)
    .toBe(200)
  mark('config 200 on the new origin')

  // A feature turned off is saved: a reload shows it off, and the dapp's config says so.
  await page.getByLabel('Swaps').uncheck()
  await page.getByRole('button', { name: 'Save features' }).click()
  await expect(page.getByText('Features saved')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Swaps')).not.toBeChecked()
  await expect(page.getByLabel('Send')).toBeChecked()
  await expect
    .poll(async () => (await fetchProjectConfig(dapp, projectId)).body.features, withinCacheTime)
    .toEqual({ swaps: false })

  // Removing the origin refuses the page again within the cache time.
  await origins.getByRole('button', { name: `Remove ${thirdOrigin}` }).click()
  await expect(page.getByText('No origins yet')).toBeVisible()
  const removedAt = performance.now()
  await expect
    .poll(async () => (await fetchProjectConfig(dapp, projectId)).status, withinCacheTime)
    .toBe(403)
  const removalTo403 = performance.now() - removedAt

  const steps = Object.fromEntries(
    marks.slice(1).map(([step, at], i) => [step, Math.round(at - (marks[i]?.[1] ?? at))]),
  )
  console.log(
    JSON.stringify({
      consoleTimingsMs: {
        ...steps,
        'empty console to config 200': Math.round((marks.at(-1)?.[1] ?? 0) - (marks[0]?.[1] ?? 0)),
        'removal to 403': Math.round(removalTo403),
      },
    }),
  )

  // Sign out ends the session: a reload shows the sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to the Portico console' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in to the Portico console' })).toBeVisible()
})

test('an API token shown once works for the API until it is revoked', async ({ page }) => {
  await signInToConsole(page, `tokens-${Date.now()}@example.com`)
  const projectId = await createProject(page, 'Token project')
  await page.getByRole('link', { name: '← Projects' }).click()
  await expect(page.getByRole('link', { name: 'Token project' })).toBeVisible()

  await page.getByLabel('New token name').fill('CI deploys')
  await page.getByRole('button', { name: 'Create token' }).click()
  const token = (await page.getByTestId('new-token').textContent()) ?? ''
  expect(token).toMatch(/^pct_/)
  const listProjects = () =>
    fetch(`${e2eConfig.cloudUrl}/console/api/projects`, {
      headers: { authorization: `Bearer ${token}` },
    })
  const listed = await listProjects()
  expect(listed.status).toBe(200)
  expect((await listed.json()).projects.map((p: { projectId: string }) => p.projectId)).toEqual([
    projectId,
  ])

  await page.getByRole('button', { name: 'I have copied it' }).click()
  await expect(page.getByTestId('new-token')).toHaveCount(0)
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Revoke CI deploys' }).click()
  await expect(page.getByText('Revoked CI deploys')).toBeVisible()
  await expect(page.getByText('No API tokens.')).toBeVisible()
  expect((await listProjects()).status).toBe(401)
})
