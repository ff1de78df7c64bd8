/**
 * Name suggestions for a wanted label: the label itself first, then variants (a number, a
 * hyphenated word, a short suffix), each marked registered or not. Free names come before taken
 * ones after the first entry, so the list always offers something to register.
 */
import type { Queryable } from '../db/database.ts'
import { fullName, MAX_LABEL_LENGTH, NAME_ZONE, type NameZone } from './nameRules.ts'
import { findRegisteredLabels } from './nameStore.ts'

export interface NameSuggestion {
  name: string
  registered: boolean
}

const SUGGESTION_COUNT = 6
const suffixes = ['1', '2', '3', '-web3', '-id', '-wallet', 'x', '-onchain', '42', '-eth']

export async function suggestNames(
  db: Queryable,
  label: string,
  zone: NameZone = NAME_ZONE,
): Promise<NameSuggestion[]> {
  const variants = [label, ...suffixes.map((s) => `${label}${s}`)].filter(
    (l) => l.length <= MAX_LABEL_LENGTH,
  )
  const taken = await findRegisteredLabels(db, variants)
  const [wanted, ...others] = variants.map((l) => ({
    name: fullName(l, zone),
    registered: taken.has(l),
  }))
  const ordered = [...others.filter((s) => !s.registered), ...others.filter((s) => s.registered)]
  return (wanted ? [wanted, ...ordered] : ordered).slice(0, SUGGESTION_COUNT)
}
