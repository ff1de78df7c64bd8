/**
 * The origins allowed to use the project: each with a remove button, and a field that adds one
 * (checked here with the shared rule before it is sent; the server checks it again). Also the
 * switch for http://localhost on any port, which is a setting, not an entry.
 */
import { type FormEvent, useId, useState } from 'react'
import type { ProjectView } from '../../src/console/consoleContract.ts'
import { consoleApi, type ProjectPatch } from '../api/consoleApi.ts'
import { ORIGIN_RULE, originInputError } from '../settings/originInputError.ts'
import { ErrorText } from '../ui/ErrorText.tsx'
import { Switch } from '../ui/Switch.tsx'
import { useAction } from '../ui/useAction.ts'

export interface OriginsEditorProps {
  project: ProjectView
  onWritten(project: ProjectView): void
  save(patch: ProjectPatch): Promise<unknown>
}

export function OriginsEditor({ project, onWritten, save }: OriginsEditorProps) {
  const [input, setInput] = useState('')
  const [inputError, setInputError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const id = useId()
  const write = async (change: Promise<ProjectView>, done: string) => {
    onWritten(await change)
    setStatus(done)
  }
  const add = useAction((origin: string) =>
    write(consoleApi.addOrigin(project.projectId, origin), `Added ${origin}`),
  )
  const remove = useAction((origin: string) =>
    write(consoleApi.removeOrigin(project.projectId, origin), `Removed ${origin}`),
  )
  const localhost = useAction((on: boolean) => save({ localhostAnyPort: on }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = originInputError(input, project.allowedOrigins)
    setInputError(problem)
    if (problem) return
    const origin = input.trim().toLowerCase().replace(/\/$/, '')
    await add.run(origin)
    setInput((current) => (current === input ? '' : current))
  }

  return (
    <div className="stack">
      {project.allowedOrigins.length === 0 ? (
        <p className="empty-state">
          No origins yet: the modal refuses to load on any site until you add one.
        </p>
      ) : (
        <ul className="origin-list" aria-label="Allowed origins">
          {project.allowedOrigins.map((origin) => (
            <li key={origin} className="origin-row">
              <code>{origin}</code>
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={`Remove ${origin}`}
                disabled={remove.pending}
                onClick={() => remove.run(origin)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorText error={remove.error} />
      <form className="inline-form" onSubmit={submit} noValidate>
        <div className="field field-grow">
          <label htmlFor={`${id}-origin`}>Add an allowed origin</label>
          <input
            id={`${id}-origin`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://app.example.com"
            value={input}
            onChange={(event) => {
              setInput(event.target.value)
              if (inputError) setInputError(null)
            }}
            aria-invalid={inputError || add.error ? true : undefined}
            aria-describedby={`${id}-rule ${id}-error`}
          />
          <p className="hint" id={`${id}-rule`}>
            {ORIGIN_RULE}
          </p>
          <div id={`${id}-error`}>
            {inputError && (
              <p className="error-text" role="alert">
                {inputError}
              </p>
            )}
            <ErrorText error={add.error} />
          </div>
        </div>
        <button type="submit" className="button button-primary" disabled={add.pending}>
          {add.pending ? 'Adding…' : 'Add origin'}
        </button>
      </form>
      <p className="status" aria-live="polite">
        {status}
      </p>
      <Switch
        label="Allow http://localhost on any port (development)"
        description="Also http://127.0.0.1. Turn it off for production projects."
        checked={project.localhostAnyPort}
        disabled={localhost.pending}
        onChange={(on) => localhost.run(on)}
      />
      <ErrorText error={localhost.error} />
    </div>
  )
}
