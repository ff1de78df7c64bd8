/**
 * The Activity tab: the account's transactions on the connected chain, grouped by year and month
 * (SPEC §2), a page at a time (SPEC §4: loading, then empty or filled). The list is the
 * transactions slice; its first page is fetched once per account and chain, and read again in
 * the background while the tab is on screen in the open modal (watchTransactions: on each event
 * of the cloud's history stream, which also refreshes the balances, or every 3 s while the page
 * is visible and no stream is open), so new activity shows up by itself.
 */
import { groupTransactionsByMonth } from '@portico/shared'
import { useEffect, useMemo } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { loadTransactions, refreshBalances } from '../../features/account/accountThunks.ts'
import { selectTransactionsState } from '../../features/account/transactionsSlice.ts'
import { historyOwner, watchTransactions } from '../../features/account/transactionsThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectModalOpen } from '../../store/modalSlice.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { ActivityEntry } from './ActivityEntry.tsx'

export function ActivityTab() {
  const dispatch = useAppDispatch()
  const { t, monthTitle } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const network = useAppSelector(selectActiveCaipNetwork)
  const list = useAppSelector(selectTransactionsState)
  // EVM, Solana and Bitcoin accounts have a history; other chain families have none to show.
  const owner = historyOwner(address, network)

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or chain has its own list
  useEffect(() => {
    dispatch(loadTransactions())
  }, [dispatch, owner])

  // The view stays mounted while the modal is closed: only an open modal keeps the list fresh.
  const open = useAppSelector(selectModalOpen)
  // Another account or chain (owner) is watched anew.
  useEffect(() => {
    if (!open || !owner) return
    return dispatch(
      watchTransactions({
        isVisible: () => document.visibilityState !== 'hidden',
        onHistory: () => dispatch(refreshBalances()),
      }),
    )
  }, [dispatch, open, owner])

  // The list of another account or chain is not shown while this one's first page comes.
  const transactions = list.owner === owner ? list.transactions : []
  const groups = useMemo(() => groupTransactionsByMonth(transactions, new Date()), [transactions])
  const now = new Date()
  // The month's name in the active locale: `March`, `March 2023` (Intl).
  const title = (group: (typeof groups)[number]) =>
    monthTitle(group.year, group.month, now.getFullYear())

  if (transactions.length === 0)
    return owner && (list.loading || list.owner !== owner) ? (
      <Spinner label={t('activity.loading')} />
    ) : (
      <p className="portico-muted portico-empty" data-testid="activity-empty">
        {t('activity.empty')}
      </p>
    )
  return (
    <div className="portico-stack">
      {groups.map((group) => (
        <section key={`${group.year}-${group.month}`} aria-label={title(group)}>
          <h3 className="portico-section-title" data-testid="activity-group-title">
            {title(group)}
          </h3>
          <ul className="portico-list">
            {group.transactions.map((transaction) => (
              <ActivityEntry key={transaction.id} transaction={transaction} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {list.next && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="activity-load-more"
          disabled={list.loading}
          onClick={() => dispatch(loadTransactions({ more: true }))}
        >
          {list.loading ? t('common.loadingMore') : t('common.loadMore')}
        </button>
      )}
    </div>
  )
}
