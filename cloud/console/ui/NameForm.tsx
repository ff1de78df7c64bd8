/**
 * A one-field form that creates something by name (a project, an API token): the field, its
 * error from the server beside it, and a submit button disabled while the call runs.
 */
import { type FormEvent, useId } from 'react'
import type { ConsoleApiError } from '../api/ConsoleApiError.ts'
import { ErrorText } from './ErrorText.tsx'

export interface NameFormProps {
  label: string
  placeholder: string
  submitText: string
  value: string
  onChange(value: string): void
  onSubmit(name: string): void
  pending: boolean
  error: ConsoleApiError | null
  /** The form's accessible name, when the page has several forms. */
  formLabel?: string
}

export function NameForm(props: NameFormProps) {
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit(props.value.trim())
  }
  return (
    <form className="inline-form" onSubmit={submit} aria-label={props.formLabel}>
      <div className="field field-grow">
        <label htmlFor={`${id}-name`}>{props.label}</label>
        <input
          id={`${id}-name`}
          required
          maxLength={100}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <ErrorText error={props.error} id={`${id}-error`} />
      </div>
      <button type="submit" className="button button-primary" disabled={props.pending}>
        {props.pending ? 'Creating…' : props.submitText}
      </button>
    </form>
  )
}
