/** The list with the item at `index` moved `by` places (clamped at the ends); a new array. */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list]
  const to = Math.min(Math.max(index + by, 0), list.length - 1)
  if (index < 0 || index >= list.length || to === index) return next
  const [item] = next.splice(index, 1) as [T]
  next.splice(to, 0, item)
  return next
}
