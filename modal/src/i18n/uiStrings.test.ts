// @vitest-environment node
/**
 * No text reaches the visitor from outside the catalogue: a scan of the modal's views, UI kit,
 * hooks and features (.tsx, with the TypeScript compiler's parser) for JSX text with letters and
 * for user-facing props (aria-label, title, placeholder, alt, label, tag, name, message) given a
 * string of words instead of a catalogue message; and every message id the code names exists.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { messages as englishBitcoin } from './locales/en/bitcoin.ts'
import { messages as englishMessages } from './locales/en/messages.ts'
import { messages as englishNames } from './locales/en/names.ts'
import { messages as englishOnramp } from './locales/en/onramp.ts'
import { messages as englishSend } from './locales/en/send.ts'
import { messages as englishSwap } from './locales/en/swap.ts'

/** English: the views' catalogue and the feature catalogues loaded with their views. */
const english = {
  ...englishMessages,
  ...englishNames,
  ...englishSwap,
  ...englishSend,
  ...englishOnramp,
  ...englishBitcoin,
}
const SRC = fileURLToPath(new URL('..', import.meta.url))
const FOLDERS = ['views', 'ui', 'hooks', 'features']
const USER_FACING_PROPS = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'tag',
  'name',
  'message',
])
/** Texts that are the same in every language: brands. */
const ALLOWED = new Set(['WalletConnect'])
/** Calls whose string argument is a message id, not a text. */
const TRANSLATORS = new Set(['t', '_', 'buttonText'])

const hasWords = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim())

const isTranslatorCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  TRANSLATORS.has(
    ts.isIdentifier(node.expression)
      ? node.expression.text
      : ts.isPropertyAccessExpression(node.expression)
        ? node.expression.name.text
        : '',
  )

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])
/** `status !== 'confirmed'`: the literal is a value compared, not a text shown. */
const isComparison = (node: ts.Node) =>
  ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)

/** String literals with words in an expression, leaving out message ids given to `t(…)`. */
function literalTexts(expression: ts.Node): ts.Node[] {
  const found: ts.Node[] = []
  const visit = (node: ts.Node) => {
    if (isTranslatorCall(node) || isComparison(node)) return
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      hasWords(node.text)
    )
      found.push(node)
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
      if (parts.some(hasWords)) found.push(node)
      for (const span of node.templateSpans) visit(span.expression)
    } else ts.forEachChild(node, visit)
  }
  visit(expression)
  return found
}

interface Finding {
  file: string
  line: number
  text: string
}

/** Texts of `source` (a .tsx file) that do not come from the catalogue. */
function findInlineTexts(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const report = (node: ts.Node) =>
    findings.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: node.getText(sf).trim(),
    })
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node)
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf)
      const value = node.initializer
      if (USER_FACING_PROPS.has(name) && value) {
        if (ts.isStringLiteral(value)) {
          if (hasWords(value.text)) report(value)
        } else if (ts.isJsxExpression(value) && value.expression)
          for (const text of literalTexts(value.expression)) report(text)
      }
      return
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      // A child `{'text'}` or `{cond ? 'A' : 'B'}`; nested JSX is visited for itself.
      const visitChild = (child: ts.Node) => {
        if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child))
          return visit(child)
        if (isTranslatorCall(child) || isComparison(child)) return
        if (ts.isArrowFunction(child) || ts.isFunctionExpression(child)) return visit(child)
        if (
          (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) &&
          hasWords(child.text)
        )
          return report(child)
        ts.forEachChild(child, visitChild)
      }
      visitChild(node.expression)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}

function sourceFiles(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx$/.test(entry.name) && !/\.test(-helpers)?\.tsx$/.test(entry.name))
        files.push(path)
    }
  }
  for (const folder of FOLDERS) walk(join(SRC, folder))
  return files
}

describe('the modal UI texts', () => {
  it('the scan finds a text written in JSX or in a user-facing prop', () => {
    const source = `export const V = () => (
      <div title="Hello there" data-testid="not-a-text">
        Some words
        <button aria-label={open ? 'Close' : t('header.back')} />
        {busy ? 'Sending…' : t('email.continue')}
        {status !== 'confirmed' && <span>{t(\`activity.status.\${status}\`)}</span>}
        <Spinner label={\`Waiting for \${name}\`} />
        <ListItem name="WalletConnect" tag={t('connect.qrCode')} />
        {' · '}
      </div>
    )`
    expect(findInlineTexts('x.tsx', source).map((f) => f.text)).toEqual([
      '"Hello there"',
      'Some words',
      "'Close'",
      "'Sending…'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template
      '`Waiting for ${name}`',
    ])
  })

  it('come from the catalogue in every view, UI component, hook and feature', () => {
    const findings = sourceFiles().flatMap((file) =>
      findInlineTexts(relative(SRC, file), readFileSync(file, 'utf8')),
    )
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([])
  })

  it('name only message ids that the English catalogues have', () => {
    const namespaces = new Set(Object.keys(english).map((id) => id.split('.')[0]))
    const looksLikeId = (text: string) =>
      /^[a-z][A-Za-z]*(\.[A-Za-z_]+)+\.?$/.test(text) && namespaces.has(text.split('.')[0])
    const missing: string[] = []
    for (const file of sourceFiles()) {
      const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteral(node) && looksLikeId(node.text) && !(node.text in english))
          missing.push(`${relative(SRC, file)}: ${node.text}`)
        // `t(\`send.issue.${issue}\`)`: some message must start with the fixed part.
        if (ts.isTemplateExpression(node) && isTranslatorCall(node.parent)) {
          const head = node.head.text
          if (!Object.keys(english).some((id) => id.startsWith(head)))
            missing.push(`${relative(SRC, file)}: ${head}…`)
        }
        ts.forEachChild(node, visit)
      }
      visit(sf)
    }
    expect(missing).toEqual([])
  })
})
