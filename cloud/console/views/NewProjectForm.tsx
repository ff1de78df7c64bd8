/** "New project": a name, then the new project's page. */
import { type FormEvent, useId, useState } from 'react'
import { consoleApi } from '../api/consoleApi.ts'
import { projectPath } from '../router/parseRoute.ts'
import { navigate } from '../router/useRoute.ts'
import { ErrorText } from '../ui/ErrorText.tsx'
import { useAction } from '../ui/useAction.ts'

export function NewProjectForm() {
  const [name, setName] = useState('')
  const create = useAction(consoleApi.createProject)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const project = await create.run(name.trim())
    if (project) navigate(projectPath(project.projectId))
  }
  return (
    <form className="inline-form" onSubmit={submit} aria-label="New project">
      <div className="field field-grow">
        <label htmlFor={`${id}-name`}>New project name</label>
        <input
          id={`${id}-name`}
          required
          maxLength={100}
          placeholder="My dapp"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={create.error ? true : undefined}
          aria-describedby={create.error ? `${id}-error` : undefined}
        />
        <ErrorText error={create.error} id={`${id}-error`} />
      </div>
      <button type="submit" className="button button-primary" disabled={create.pending}>
        {create.pending ? 'Creating…' : 'New project'}
      </button>
    </form>
  )
}
