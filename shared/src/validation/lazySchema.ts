/**
 * A schema built on its first use, then kept (issue 19). Building a zod schema costs: each type
 * pays to set itself up the first time one is made, so a module that builds its schemas as it
 * loads runs that before the code that needs them. The secure frame's script before READY was
 * mostly this; a schema of a request, or of a server answer, is needed only once one comes.
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined
  return () => {
    schema ??= build()
    return schema
  }
}
