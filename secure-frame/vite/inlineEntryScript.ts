/**
 * A build plugin for the secure frame: its entry script, and the chunks that script imports,
 * go inline into index.html (issue 19, READY ≤ 50 ms after the iframe's insertion).
 *
 * The frame's document arrives in a new renderer; a `<script src>` entry then costs one more
 * request, and its static imports another, before any code runs. Inline, the code starts as
 * soon as the document is parsed. The server allows it by its hash (`inlineScriptHashes`), so
 * the CSP keeps `script-src 'self'` with no 'unsafe-inline'.
 *
 * The lazily loaded chunks import what they share with the entry from the entry's file (and
 * from the files of the chunks it imports). An inline script has no URL, so each of those files
 * becomes a small module that re-exports the values the inline script registered under
 * `Symbol.for(FRAME_CHUNK_REGISTRY)`: one copy of every module, whichever side imports it. A
 * lazy chunk loads only after the entry has run (the entry starts every dynamic import), so the
 * registry is filled by then.
 *
 * The registry holds each export's value at the end of the inline script, which is what an
 * import sees unless a module reassigns an exported binding later: the build refuses a module
 * of the inline script that exports a `let` or `var`.
 */
import type { Plugin, Rolldown } from 'vite'

export const FRAME_CHUNK_REGISTRY = 'portico.frame.chunks'

/** What the plugin needs of a chunk: Rolldown's OutputChunk has these. */
export interface InlineChunk {
  fileName: string
  code: string
  /** File names of the chunks it imports statically. */
  imports: readonly string[]
}

const EXPORT_STATEMENT = /\bexport\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/
// A static import of a sibling chunk as Rolldown writes it (named or bare); never `import(`.
const IMPORT_STATEMENT = /\bimport\s*(?:\{([^}]*)\}\s*from\s*)?(["'])\.\/([\w.-]+)\2;?/g
const OTHER_IMPORT = /\bimport\s*(?:\*|[\w$]+\s*(?:,|from))/
const MUTABLE_EXPORT = /^\s*export\s+(let|var)\s/m
const registry = `globalThis[Symbol.for(${JSON.stringify(FRAME_CHUNK_REGISTRY)})]`

/** `name as alias` pairs of an import or export list. */
function parseSpecifiers(list: string): { name: string; alias: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', alias = name] = part.split(/\s+as\s+/)
      return { name, alias }
    })
}

/** Splits a chunk's code into its static imports of sibling chunks, its body and its exports. */
function splitChunk(chunk: InlineChunk) {
  const imports: { fileName: string; specifiers: { name: string; alias: string }[] }[] = []
  const rest = chunk.code.replace(IMPORT_STATEMENT, (_statement, list = '', _quote, base) => {
    const fileName = chunk.imports.find((name) => name.endsWith(`/${base}`) || name === base)
    if (!fileName) throw new Error(`${chunk.fileName} imports ${base}, which is not a chunk`)
    imports.push({ fileName, specifiers: parseSpecifiers(list) })
    return ''
  })
  if (imports.length !== chunk.imports.length || OTHER_IMPORT.test(rest))
    throw new Error(`${chunk.fileName} has an import the inline script cannot take`)
  const exported = EXPORT_STATEMENT.exec(rest)
  const exports = exported ? parseSpecifiers(exported[1] ?? '') : []
  const body = exported ? rest.slice(0, exported.index) : rest
  return { imports, body: body.replace(/\/\/# sourceMappingURL=\S*\s*$/, ''), exports }
}

/** The chunk's imports as bindings read from the registry, which holds them already. */
function importsFromRegistry(imports: ReturnType<typeof splitChunk>['imports']): string {
  return imports
    .map(({ fileName, specifiers }) => {
      const pattern = specifiers.map(({ name, alias }) => `${JSON.stringify(name)}:${alias}`)
      return `const{${pattern.join(',')}}=${registry}[${JSON.stringify(fileName)}];`
    })
    .join('')
}

const exportsObject = (exports: { name: string; alias: string }[]) =>
  `Object.freeze({${exports.map(({ name, alias }) => `${JSON.stringify(alias)}:${name}`).join(',')}})`

/**
 * The code of an inline `<script type="module">` that runs `entry` after the chunks it imports
 * (each in a function of its own, so their top-level names do not meet) and registers the
 * exports of all of them. `allFileNames`: every file of the bundle, whose relative URLs in the
 * code are made absolute (inline, they would resolve against the page's URL).
 */
export function toInlineScript(
  entry: InlineChunk,
  chunks: ReadonlyMap<string, InlineChunk>,
  allFileNames: readonly string[],
): { code: string; inlined: string[] } {
  const order: string[] = []
  const visit = (fileName: string, path: string[]) => {
    if (path.includes(fileName))
      throw new Error(`Chunk import cycle: ${[...path, fileName].join(' → ')}`)
    if (order.includes(fileName)) return
    const chunk = chunks.get(fileName)
    if (!chunk) throw new Error(`No chunk ${fileName}`)
    for (const dep of chunk.imports) visit(dep, [...path, fileName])
    order.push(fileName)
  }
  for (const dep of entry.imports) visit(dep, [entry.fileName])
  let code = `${registry}={};\n`
  for (const fileName of order) {
    const { imports, body, exports } = splitChunk(chunks.get(fileName) as InlineChunk)
    code += `${registry}[${JSON.stringify(fileName)}]=(()=>{${importsFromRegistry(imports)}${body};\nreturn ${exportsObject(exports)}})();\n`
  }
  const { imports, body, exports } = splitChunk(entry)
  code += `${importsFromRegistry(imports)}${body};\n${registry}[${JSON.stringify(entry.fileName)}]=${exportsObject(exports)};\n`
  for (const fileName of allFileNames) {
    const base = fileName.slice(fileName.lastIndexOf('/') + 1)
    for (const quote of ['"', "'", '`'])
      code = code.replaceAll(`${quote}./${base}${quote}`, `${quote}/${fileName}${quote}`)
  }
  if (/<\/script|<!--/i.test(code))
    throw new Error('The frame entry contains "</script" or "<!--" and cannot go inline')
  return { code, inlined: [...order, entry.fileName] }
}

/** The module that stands at an inlined chunk's file name for the chunks that import from it. */
export function chunkReexports(fileName: string, exportedNames: readonly string[]): string {
  const lines = [
    `const chunk=${registry}?.[${JSON.stringify(fileName)}];`,
    `if(!chunk)throw new Error("Portico secure frame: its inline script has not run");`,
  ]
  exportedNames.forEach((name, i) => {
    lines.push(`const e${i}=chunk[${JSON.stringify(name)}];`)
  })
  const list = exportedNames.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(',')
  if (exportedNames.length) lines.push(`export{${list}};`)
  return `${lines.join('\n')}\n`
}

export function inlineEntryScript(): Plugin {
  return {
    name: 'portico-inline-entry-script',
    apply: 'build',
    generateBundle: {
      // After Vite's own hooks: the preload lists (`__VITE_PRELOAD__`) are filled in by then.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        const files = Object.values(bundle)
        const chunks = new Map(
          files
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        )
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
        if (html?.type !== 'asset' || !entry)
          this.error('inlineEntryScript: no index.html or no entry chunk in the bundle')
        const source = String(html.source)
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`
        if (!source.includes(tag))
          this.error(`inlineEntryScript: index.html has no tag for ${entry.fileName}`)
        const { code, inlined } = toInlineScript(entry, chunks, Object.keys(bundle))
        for (const fileName of inlined) {
          const chunk = chunks.get(fileName) as Rolldown.OutputChunk
          for (const id of chunk.moduleIds) {
            if (MUTABLE_EXPORT.test(this.getModuleInfo(id)?.code ?? ''))
              this.error(`inlineEntryScript: ${id} exports a mutable binding (export let/var)`)
          }
          chunk.code = chunkReexports(fileName, chunk.exports)
          chunk.imports = []
        }
        // The inlined chunks' preload links would fetch what the page no longer needs.
        let page = source.replace(tag, () => `<script type="module">${code}</script>`)
        for (const fileName of inlined)
          page = page.replace(`<link rel="modulepreload" crossorigin href="/${fileName}">`, '')
        html.source = page.replace(/\n\s*\n/g, '\n')
      },
    },
  }
}
