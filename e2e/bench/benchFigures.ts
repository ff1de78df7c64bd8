/** How the bench's figures are reduced and written: the median of the runs, in ms or KiB. */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
