/**
 * The "what" of an approval, from describeRequest's decoding: a message as text, typed data as
 * its domain and nested fields, a transaction as its action, recipient, amount, value and fee.
 * Addresses, hex and field names are data, shown as given (left to right, monospace).
 */
import type { ReactNode } from 'react'
import { i18n, t } from '../i18n/frameI18n.ts'
import type { DataField, RequestDescription, TransactionAction } from './describeRequest.ts'
import { formatSol, formatUnits, type SolanaInstruction } from './describeSolanaTransaction.ts'

/** The window's heading for a request. */
export function requestTitle(description: RequestDescription, symbol: string): string {
  switch (description.kind) {
    case 'message':
      return t('approval.title.message')
    case 'typedData':
      return t('approval.title.typedData')
    case 'transaction':
      return description.action.kind === 'nativeTransfer'
        ? t('approval.title.nativeTransfer', { symbol })
        : t(`approval.title.${description.action.kind}`)
    case 'solanaTransaction': {
      // Named after what it moves when that is plain: one SOL or token transfer.
      const moves = description.instructions.filter((i) => i.kind !== 'program')
      if (moves.length === 1 && moves[0]?.kind === 'solTransfer')
        return t('approval.title.nativeTransfer', { symbol: SOL })
      if (moves.length === 1 && moves[0]?.kind === 'splTransfer')
        return t('approval.title.erc20Transfer')
      return t('approval.title.solanaTransactions', { count: 1 })
    }
    case 'solanaTransactions':
      return t('approval.title.solanaTransactions', { count: description.count })
    case 'sessionGrant':
      return t('approval.title.sessionGrant')
    case 'sessionRevoke':
      return t('approval.title.sessionRevoke')
    case 'other':
      return t('approval.title.other')
  }
}

const integer = (value: bigint) => {
  try {
    return new Intl.NumberFormat(i18n.locale).format(value)
  } catch {
    return value.toString()
  }
}

/** Unix seconds as the locale's date and time. */
const dateTime = (seconds: number) =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    seconds * 1000,
  )

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined} dir={mono ? 'ltr' : undefined}>
        {children}
      </dd>
    </div>
  )
}

function Fields({ fields }: { fields: DataField[] }) {
  return (
    <ul className="fields">
      {fields.map((field) => (
        <li key={field.name}>
          <span className="field-name mono" dir="ltr">
            {field.name}
          </span>
          {field.type ? (
            <span className="field-type mono" dir="ltr">
              {field.type}
            </span>
          ) : null}
          {field.children ? (
            <Fields fields={field.children} />
          ) : (
            <span className="field-value mono" dir="ltr">
              {field.value}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

function ActionRows({ action }: { action: TransactionAction }) {
  switch (action.kind) {
    case 'nativeTransfer':
      return (
        <Row label={t('approval.field.recipient')} mono>
          {action.recipient}
        </Row>
      )
    case 'erc20Transfer':
      return (
        <>
          <Row label={t('approval.field.recipient')} mono>
            {action.recipient}
          </Row>
          <Row label={t('approval.field.amount')}>
            {t('approval.amount.tokenUnits', { amount: integer(action.amount) })}
          </Row>
          <Row label={t('approval.field.token')} mono>
            {action.token}
          </Row>
        </>
      )
    case 'erc20Approve':
      return (
        <>
          <Row label={t('approval.field.spender')} mono>
            {action.spender}
          </Row>
          <Row label={t('approval.field.amount')}>
            {action.unlimited
              ? t('approval.amount.unlimited')
              : t('approval.amount.tokenUnits', { amount: integer(action.amount) })}
          </Row>
          <Row label={t('approval.field.token')} mono>
            {action.token}
          </Row>
        </>
      )
    case 'contractCall':
      return (
        <>
          <Row label={t('approval.field.contract')} mono>
            {action.contract}
          </Row>
          <Row label={t('approval.field.function')} mono>
            {action.functionName ? `${action.functionName} (${action.selector})` : action.selector}
          </Row>
        </>
      )
    case 'deploy':
      return null
  }
}

/** Solana's native currency: a ticker symbol, not a word to translate. */
const SOL = 'SOL'

/** One instruction of a Solana transaction: a transfer's amount and receiver, else its program. */
function SolanaInstructionRows({ instruction }: { instruction: SolanaInstruction }) {
  switch (instruction.kind) {
    case 'solTransfer':
      return (
        <>
          <Row label={t('approval.field.amount')} mono>
            {formatSol(instruction.lamports)} {SOL}
          </Row>
          <Row label={t('approval.field.recipient')} mono>
            {instruction.to}
          </Row>
        </>
      )
    case 'splTransfer':
      return (
        <>
          <Row label={t('approval.field.amount')} mono>
            {instruction.decimals === undefined
              ? t('approval.amount.tokenUnits', { amount: integer(instruction.amount) })
              : formatUnits(instruction.amount, instruction.decimals)}
          </Row>
          {instruction.mint ? (
            <Row label={t('approval.field.mint')} mono>
              {instruction.mint}
            </Row>
          ) : null}
          <Row label={t('approval.field.recipient')} mono>
            {instruction.destination}
          </Row>
        </>
      )
    case 'program':
      return (
        <Row label={t('approval.field.program')} mono>
          {instruction.programId}
        </Row>
      )
  }
}

/** An ERC-20 token as the chain names it (read before the approval shows). */
export interface TokenInfo {
  symbol: string
  decimals: number
}

export function RequestDetails({
  description,
  symbol,
  token,
}: {
  description: RequestDescription
  symbol: string
  /** The token a session may spend, when it could be read: its limit in the token's units. */
  token?: TokenInfo | undefined
}) {
  switch (description.kind) {
    case 'message':
      return (
        <section aria-labelledby="approval-what">
          <p id="approval-what" className="eyebrow">
            {description.isHex ? t('approval.field.messageHex') : t('approval.field.message')}
          </p>
          <pre className={description.isHex ? 'message mono' : 'message'} dir="auto">
            {description.text}
          </pre>
        </section>
      )
    case 'typedData':
      return (
        <dl>
          <Row label={t('approval.field.primaryType')} mono>
            {description.primaryType}
          </Row>
          <Row label={t('approval.field.domain')}>
            <Fields fields={description.domain} />
          </Row>
          <Row label={t('approval.field.fields')}>
            <Fields fields={description.fields} />
          </Row>
        </dl>
      )
    case 'transaction': {
      const { action } = description
      return (
        <>
          {action.kind === 'nativeTransfer' ? (
            <p className="amount" dir="ltr">
              {description.value} {symbol}
            </p>
          ) : null}
          {action.kind === 'erc20Approve' && action.unlimited ? (
            <p className="warning-box" role="note">
              {t('approval.warning.unlimited')}
            </p>
          ) : null}
          <dl>
            <ActionRows action={action} />
            {action.kind === 'nativeTransfer' ? null : (
              <Row label={t('approval.field.value')} mono>
                {description.value} {symbol}
              </Row>
            )}
            <Row label={t('approval.field.fee')} mono={description.maxFee !== undefined}>
              {description.maxFee === undefined
                ? t('approval.feeUnknown')
                : `${description.maxFee} ${symbol}`}
            </Row>
            {description.data &&
            action.kind !== 'erc20Transfer' &&
            action.kind !== 'erc20Approve' ? (
              <Row label={t('approval.field.data')} mono>
                {description.data.length > 202
                  ? `${description.data.slice(0, 200)}…`
                  : description.data}
              </Row>
            ) : null}
          </dl>
        </>
      )
    }
    case 'solanaTransaction': {
      const single = description.instructions.length === 1 ? description.instructions[0] : undefined
      return (
        <>
          {single?.kind === 'solTransfer' ? (
            <p className="amount" dir="ltr">
              {formatSol(single.lamports)} {SOL}
            </p>
          ) : null}
          <dl>
            {description.instructions.map((instruction, index) => (
              // Instructions have no identity but their place in the transaction.
              // biome-ignore lint/suspicious/noArrayIndexKey: the order is the transaction's.
              <SolanaInstructionRows key={index} instruction={instruction} />
            ))}
            <Row label={t('approval.field.fee')} mono>
              {formatSol(description.feeLamports)} {SOL}
            </Row>
          </dl>
        </>
      )
    }
    case 'solanaTransactions':
      return (
        <p className="warning-box" role="note">
          {t('approval.solana.notDecoded')}
        </p>
      )
    case 'sessionGrant':
      return (
        <>
          <p className="warning-box" role="note">
            {t('approval.warning.session')}
          </p>
          <dl>
            <Row label={t('approval.field.limit')}>
              {token ? (
                <bdi dir="ltr">
                  {formatUnits(description.allowance, token.decimals)} {token.symbol}
                </bdi>
              ) : (
                t('approval.amount.tokenUnits', { amount: integer(description.allowance) })
              )}
            </Row>
            <Row label={t('approval.field.token')} mono>
              {token ? `${token.symbol} · ${description.token}` : description.token}
            </Row>
            <Row label={t('approval.field.recipient')} mono>
              {description.recipient}
            </Row>
            <Row label={t('approval.field.until')}>{dateTime(description.expiry)}</Row>
          </dl>
        </>
      )
    case 'sessionRevoke':
      return (
        <>
          <p className="warning-box" role="note">
            {t('approval.warning.sessionRevoke')}
          </p>
          <dl>
            <Row label={t('approval.field.session')} mono>
              {description.pci}
            </Row>
          </dl>
        </>
      )
    case 'other':
      return (
        <dl>
          <Row label={t('approval.field.method')} mono>
            {description.method}
          </Row>
        </dl>
      )
  }
}
