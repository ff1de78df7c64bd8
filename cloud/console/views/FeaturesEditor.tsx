/**
 * A checkbox per remote feature (stored value, or the SPEC default when never set) and a Save
 * that sends them with the version read.
 */
import { REMOTE_FEATURE_NAMES } from '@portico/shared'
import { type FormEvent, useId, useState } from 'react'
import type { ProjectPatch } from '../api/consoleApi.ts'
import {
  FEATURE_LABELS,
  featuresPatch,
  initialFeatureChecks,
  type RemoteFeatures,
} from '../settings/remoteFeatures.ts'
import { SaveActions } from '../ui/SaveActions.tsx'
import { useAction } from '../ui/useAction.ts'
import { useDraft } from './useDraft.ts'

export interface FeaturesEditorProps {
  features: RemoteFeatures
  save(patch: ProjectPatch): Promise<unknown>
}

export function FeaturesEditor({ features, save }: FeaturesEditorProps) {
  const [checks, setChecks, dirty] = useDraft(initialFeatureChecks(features))
  const [status, setStatus] = useState('')
  const saving = useAction(async () => {
    await save({ features: featuresPatch(features, checks) })
    setStatus('Features saved')
  })
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setStatus('')
    void saving.run()
  }
  return (
    <form onSubmit={submit}>
      <p className="hint">
        Marked <span className="tag">default</span>: not set here, so the dapp's own option applies
        (Portico's default is shown). Save sets the ones you changed.
      </p>
      <fieldset className="checkbox-grid">
        <legend className="visually-hidden">Features</legend>
        {REMOTE_FEATURE_NAMES.map((name) => (
          <div key={name} className="checkbox-row">
            <input
              id={`${id}-${name}`}
              type="checkbox"
              checked={checks[name]}
              onChange={(event) => setChecks({ ...checks, [name]: event.target.checked })}
            />
            <label htmlFor={`${id}-${name}`}>
              {FEATURE_LABELS[name]}
              {features[name] === undefined && <span className="tag">default</span>}
            </label>
          </div>
        ))}
      </fieldset>
      <SaveActions
        label="Save features"
        pending={saving.pending}
        dirty={dirty}
        error={saving.error}
        status={status}
      />
    </form>
  )
}
