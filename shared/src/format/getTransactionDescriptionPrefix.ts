/** The sign before an activity entry's description (SPEC §4 "Transaction list display"). */

const plusTypes = new Set(['receive', 'deposit', 'borrow', 'claim'])
const minusTypes = new Set(['withdraw', 'repay', 'burn'])

/**
 * `+` for receive, deposit, borrow and claim; `-` for withdraw, repay and burn; nothing for other
 * operation types (send, trade, approve…). The type is compared without regard to case.
 */
export function getTransactionDescriptionPrefix(
  operationType: string | null | undefined,
): '+' | '-' | '' {
  const type = operationType?.toLowerCase() ?? ''
  if (plusTypes.has(type)) return '+'
  if (minusTypes.has(type)) return '-'
  return ''
}
