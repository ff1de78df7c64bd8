/** What the wallet answered, newest first, with the result or error and how long it took. */
import type { HistoryEntry } from '../controller/walletState.ts'

export function HistoryList({ history }: { history: HistoryEntry[] }) {
  if (!history.length) return null
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Answered</h2>
      <ol className="history">
        {history.map((entry) => (
          <li
            key={`${entry.id}-${entry.at}`}
            data-testid="wallet-history-entry"
            data-method={entry.method}
            data-outcome={entry.outcome}
          >
            <code>{entry.method}</code> {entry.outcome} in {entry.ms} ms:{' '}
            <code className="result">
              {entry.error
                ? `${entry.error.code} ${entry.error.message}`
                : JSON.stringify(entry.result)}
            </code>
          </li>
        ))}
      </ol>
    </section>
  )
}
