/**
 * E2E: Debian Chromium (never a browser download) against the real local stack, which the
 * global setup starts on its own ports (so a running `npm start` does not collide).
 */
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '@portico/devnet/chromium'

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/globalSetup.ts',
  // Ceilings, not speed checks (speed is `npm run bench`): on 2 cores, two workers share the CPU
  // with the whole stack and each step may chain a frame load, a worker and a server round trip.
  // The first tests of a fresh machine also start three cold Chromiums at once: a first e-mail
  // login then took 7 s to reach Register Device here and over 10 s on CI.
  timeout: 60_000,
  expect: {
    timeout: 20_000,
    // Screenshot baselines are taken in the same Debian Chromium CI runs; a tiny tolerance absorbs
    // anti-aliasing, anything larger (a colour, a moved row) is a diff to look at.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  // Swaps move the devnet's Uniswap pools, whose prices every USD value on screen comes from
  // (the screenshots' token rows are ordered by them): they run once every other spec is done,
  // and put the pools back after each test. `--no-deps` runs swap.spec.ts alone.
  projects: [
    { name: 'e2e', testIgnore: /swap\.spec\.ts$/ },
    { name: 'pools', testMatch: /swap\.spec\.ts$/, dependencies: ['e2e'] },
  ],
})
