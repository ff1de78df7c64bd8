/** The project's name, renamed in place. */
import { type FormEvent, useId } from 'react'
import type { ProjectPatch } from '../api/consoleApi.ts'
import { ErrorText } from '../ui/ErrorText.tsx'
import { useAction } from '../ui/useAction.ts'
import { useDraft } from './useDraft.ts'

export function NameEditor({
  name,
  save,
}: {
  name: string
  save(patch: ProjectPatch): Promise<unknown>
}) {
  const [draft, setDraft, dirty] = useDraft(name)
  const rename = useAction(save)
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void rename.run({ name: draft.trim() })
  }
  return (
    <form className="inline-form" onSubmit={submit}>
      <div className="field field-grow">
        <label htmlFor={`${id}-name`}>Project name</label>
        <input
          id={`${id}-name`}
          required
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={rename.error ? true : undefined}
          aria-describedby={rename.error ? `${id}-error` : undefined}
        />
        <ErrorText error={rename.error} id={`${id}-error`} />
      </div>
      <button type="submit" className="button" disabled={rename.pending || !dirty}>
        {rename.pending ? 'Renaming…' : 'Rename'}
      </button>
    </form>
  )
}
