/** Fills the `{name}` placeholders of a catalogue text. */

/** The placeholder names of a template literal type, e.g. `'a {x} b {y}'` gives `'x' | 'y'`. */
export type MessageParams<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | MessageParams<Rest>
  : never

/**
 * Replaces each `{name}` in `template` with `params[name]`. A placeholder without a value is
 * left as written, so a missing parameter is visible rather than silently blank.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  )
}
