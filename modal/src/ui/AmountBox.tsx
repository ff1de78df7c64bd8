/**
 * An amount to type (Send, Swap's two sides, the on-ramp): the labelled decimal field, the
 * button beside it that chooses what the amount is in (a token, a currency), and the line
 * under it that each view fills (USD value, balance, Max).
 */
import { type ReactNode, useId } from 'react'
import { ChevronDownIcon } from './icons/ChevronDownIcon.tsx'

export interface AmountBoxProps {
  label: string
  value: string
  onChange(text: string): void
  inputTestId: string
  invalid?: boolean
  /** A value is on its way (a quote). */
  busy?: boolean
  /** What the amount is in: the button's content (icon, symbol) and what it opens. */
  picker: { testId: string; content: ReactNode; onClick(): void }
  boxTestId?: string
  children?: ReactNode
}

export function AmountBox(props: AmountBoxProps) {
  const { label, value, onChange, inputTestId, invalid, busy, picker, boxTestId, children } = props
  const id = useId()
  return (
    <div className="portico-send-box" data-testid={boxTestId}>
      <label htmlFor={id} className="portico-section-title">
        {label}
      </label>
      <div className="portico-row">
        <input
          id={id}
          className="portico-field portico-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-busy={busy || undefined}
          aria-invalid={invalid || undefined}
          data-testid={inputTestId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="portico-button portico-button-secondary portico-token-select"
          data-testid={picker.testId}
          onClick={picker.onClick}
        >
          {picker.content}
          <ChevronDownIcon />
        </button>
      </div>
      {children}
    </div>
  )
}
