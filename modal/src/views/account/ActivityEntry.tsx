/** One transaction of the activity list: image, title, description and how long ago. */
import { formatRelativeTime, type Transaction } from '@portico/shared'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { describeTransaction } from './activityDisplay.ts'

export function ActivityEntry({ transaction, now }: { transaction: Transaction; now: Date }) {
  const { title, description, imageUrl, imageName } = describeTransaction(transaction)
  const { minedAt, status, operationType } = transaction.metadata
  return (
    <li
      className="portico-activity-entry"
      data-testid="activity-entry"
      data-operation-type={operationType}
      data-status={status}
    >
      <TokenIcon name={imageName} src={imageUrl} />
      <span className="portico-stack">
        <span className="portico-strong">
          {title}
          {status !== 'confirmed' && (
            <span className="portico-tag portico-activity-status">{status}</span>
          )}
        </span>
        <span className="portico-muted" data-testid="activity-description">
          {description}
        </span>
      </span>
      <time className="portico-muted" dateTime={minedAt}>
        {formatRelativeTime(minedAt, now)}
      </time>
    </li>
  )
}
