/**
 * The bench's SIWX figure (issue 24 part 6): the demo with `?siwx=required` and the test
 * extension; per run, a click on the wallet's row → SIWXSignMessage shown (connected, no session
 * found), and a click on Sign → signed in (nonce from the cloud, personal_sign in the extension,
 * the cloud's verification, the session kept; `portico.getSiwxSession()` has its token). A
 * disconnect between runs revokes the session, so every run signs in anew.
 */
import { demoUrl, e2eConfig } from '../support/e2eStack.ts'
import { launchWithTestExtension } from '../support/extension.ts'

export const BENCH_SIWX_URL = `${demoUrl}?siwx=required`

export async function siwxSection(
  runs: number,
  report: (what: string, value: string) => void,
  msSpread: (values: number[]) => string,
): Promise<void> {
  const wallet = await launchWithTestExtension({
    chains: e2eConfig.chains,
    testMode: true,
    accountIndex: 7,
  })
  try {
    const page = await wallet.context.newPage()
    await page.goto(BENCH_SIWX_URL, { waitUntil: 'networkidle' })
    const dialog = page.getByRole('dialog')
    const toView: number[] = []
    const toSignedIn: number[] = []
    for (let i = 0; i < runs; i++) {
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const row = dialog.getByRole('button', { name: /Portico Test Wallet/ })
      await row.waitFor()
      let start = Date.now()
      await row.click()
      await dialog.getByRole('heading', { name: 'Sign In' }).waitFor()
      toView.push(Date.now() - start)
      start = Date.now()
      await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
      // Signed in: the dapp reads a session with the cloud's token (polled each frame).
      await page.evaluate(`new Promise((resolve) => {
        const check = () => window.portico.getSiwxSession().then((s) =>
          s?.token ? resolve(true) : requestAnimationFrame(check))
        check()
      })`)
      toSignedIn.push(Date.now() - start)
      await page.evaluate('window.portico.disconnect()')
      await page.getByTestId('account-status').filter({ hasText: 'disconnected' }).waitFor()
    }
    report('SIWX: click on the wallet → SIWXSignMessage shown (connected)', msSpread(toView))
    report('SIWX connect → signed in: Sign click → session verified and kept', msSpread(toSignedIn))
  } finally {
    await wallet.close()
  }
}
