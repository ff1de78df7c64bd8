/**
 * How the bench's figures are reduced and written: the median (or a percentile) of the runs, in
 * ms, KiB or MiB, with the number of runs it was taken over.
 */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
/** The nearest-rank percentile `p` (0–100): with fewer than 100 runs, p99 is the slowest run. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number
}
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
/** "12.3 ms median, 20.1 ms p99 of 20 runs". */
export const msSpread = (values: number[]) =>
  `${ms(median(values))} median, ${ms(percentile(values, 99))} p99 of ${values.length} runs`
