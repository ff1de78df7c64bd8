/**
 * A schema built on its first use, then kept (issue 19: building zod schemas was most of the
 * frame entry's run before READY; a schema of a server answer is needed only once one comes).
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined
  return () => {
    schema ??= build()
    return schema
  }
}
