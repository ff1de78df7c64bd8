/** "New project": a name, then the new project's page. */
import { useState } from 'react'
import { consoleApi } from '../api/consoleApi.ts'
import { projectPath } from '../router/parseRoute.ts'
import { navigate } from '../router/useRoute.ts'
import { NameForm } from '../ui/NameForm.tsx'
import { useAction } from '../ui/useAction.ts'

export function NewProjectForm() {
  const [name, setName] = useState('')
  const create = useAction(consoleApi.createProject)
  const submit = async (projectName: string) => {
    const project = await create.run(projectName)
    if (project) navigate(projectPath(project.projectId))
  }
  return (
    <NameForm
      formLabel="New project"
      label="New project name"
      placeholder="My dapp"
      submitText="New project"
      value={name}
      onChange={setName}
      onSubmit={(projectName) => void submit(projectName)}
      pending={create.pending}
      error={create.error}
    />
  )
}
