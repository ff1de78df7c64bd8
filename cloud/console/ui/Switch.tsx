/** An on/off setting: a checkbox with the switch role, its label and a line saying what it does. */
import { useId } from 'react'

export interface SwitchProps {
  label: string
  description?: string
  checked: boolean
  disabled?: boolean
  onChange(checked: boolean): void
}

export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const id = useId()
  return (
    <div className="switch-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {description && (
          <p className="hint" id={`${id}-description`}>
            {description}
          </p>
        )}
      </div>
    </div>
  )
}
