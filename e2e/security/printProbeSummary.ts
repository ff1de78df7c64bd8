/**
 * Each probe's one line of figures (`[security] <probe>: k=v …`), printed to the test output so
 * `npx vitest run e2e/security` reads as the measurement issue 16 asks to repeat after fixes.
 */
export function printProbeSummary(probe: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')
  console.log(`[security] ${probe}: ${text}`)
}
