/** Reads the frame's .po catalogues in tests (the catalogue and string-scan tests). */
/** msgid → msgstr of a .po file (single-line entries, as the catalogues are written). */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  const unquote = (s: string) => JSON.parse(s) as string
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = unquote(match[1] as string)
    if (id) entries.set(id, unquote(match[2] as string))
  }
  return entries
}
