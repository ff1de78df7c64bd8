/**
 * Every word the frame app's views show comes from the catalogue: a scan of each .tsx with the
 * TypeScript compiler API fails on JSX text, a string in a JSX expression or a user-facing
 * attribute (aria-label, title, alt, placeholder) that holds a letter, and on a t('id') whose id
 * English does not have. Data (addresses, hex, field names) reaches the JSX through variables
 * and is not flagged; the few literal non-words are listed below.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'
import { readPo } from './readPo.ts'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-description'])
/** Literal text that is not a word of any language. */
const ALLOWED = new Set<string>([])
const LETTER = /\p{L}/u
const HEX = /^0x[0-9a-f]*$/i

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })

interface Finding {
  file: string
  line: number
  text: string
}

export function scanSource(file: string, source: string, knownIds: Set<string>): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const findings: Finding[] = []
  const report = (node: ts.Node, text: string) => {
    if (ALLOWED.has(text.trim()) || HEX.test(text.trim()) || !LETTER.test(text)) return
    findings.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    })
  }
  const literalText = (node: ts.Node): string | undefined =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
        : undefined
  /** Literal strings a JSX expression can evaluate to (through ?:, ?? and ||). */
  const shownLiterals = (node: ts.Expression): ts.Node[] => {
    if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression)
    if (ts.isConditionalExpression(node))
      return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)]
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
        node.operatorToken.kind,
      )
    )
      return [...shownLiterals(node.left), ...shownLiterals(node.right)]
    return literalText(node) === undefined ? [] : [node]
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const literal of shownLiterals(node.expression))
        report(literal, literalText(literal) ?? '')
    else if (
      ts.isJsxAttribute(node) &&
      SHOWN_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer
    ) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer
      if (value)
        for (const literal of shownLiterals(value)) report(literal, literalText(literal) ?? '')
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 't' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      !knownIds.has(node.arguments[0].text)
    )
      findings.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: `unknown message id ${node.arguments[0].text}`,
      })
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}

const englishIds = new Set(readPo(readFileSync(join(appDir, 'i18n/locales/en.po'), 'utf8')).keys())

it('finds no user-facing text outside the catalogue in the frame app', () => {
  const findings = tsxFiles(appDir).flatMap((file) =>
    scanSource(relative(appDir, file), readFileSync(file, 'utf8'), englishIds),
  )
  expect(findings).toEqual([])
})

it('would catch a new inline string, a labelled button and an unknown id', () => {
  const source = `export const V = () => (<main>
    <h1>Send it</h1>
    <button aria-label={'Close window'}>{ok ? 'Yes' : t('approval.approve')}</button>
    <p>{t('approval.nope')} {address} · {'0x12'}</p>
  </main>)`
  expect(scanSource('V.tsx', source, englishIds).map((f) => f.text)).toEqual([
    'Send it',
    'Close window',
    'Yes',
    'unknown message id approval.nope',
  ])
})
