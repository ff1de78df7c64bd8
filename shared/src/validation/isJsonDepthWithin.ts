/**
 * Whether a parsed JSON value nests no deeper than `maxDepth` objects or arrays. Walked with a
 * stack of its own, not recursion: a body nested 100,000 deep must get a 400, not a stack
 * overflow in JSON.stringify, the database or the node it would be passed on to.
 */
export function isJsonDepthWithin(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (typeof current !== 'object' || current === null) continue
    if (depth + 1 > maxDepth) return false
    for (const child of Array.isArray(current) ? current : Object.values(current))
      stack.push([child, depth + 1])
  }
  return true
}
