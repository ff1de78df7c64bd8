/** One transaction of the activity list: image, title, description and how long ago. */
import type { Transaction } from '@portico/shared'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { describeTransaction } from './activityDisplay.ts'

export function ActivityEntry({ transaction, now }: { transaction: Transaction; now: Date }) {
  const { t, age, intl } = useModalI18n()
  const { description, imageUrl, imageName } = describeTransaction(transaction, intl)
  const { minedAt, status, operationType } = transaction.metadata
  const title = t(`activity.type.${operationType}`)
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
            <span className="portico-tag portico-activity-status">
              {t(`activity.status.${status}`)}
            </span>
          )}
        </span>
        {/* Amounts and symbols read left to right even in Arabic: `+1.000 ETH`, `A → B`. */}
        <span className="portico-muted" data-testid="activity-description" dir="auto">
          {description}
        </span>
      </span>
      <time className="portico-muted" dateTime={minedAt}>
        {age(minedAt, now)}
      </time>
    </li>
  )
}
