/**
 * The order of the connect methods in the modal: the dapp's own (null), or one set here with
 * up/down buttons; saved with the version read.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { ProjectView } from '../../src/console/consoleContract.ts'
import type { ProjectPatch } from '../api/consoleApi.ts'
import { moveItem } from '../settings/moveItem.ts'
import { SaveActions } from '../ui/SaveActions.tsx'
import { useAction } from '../ui/useAction.ts'
import { useDraft } from './useDraft.ts'

type Order = NonNullable<ProjectView['connectMethodsOrder']>

const DEFAULT_ORDER: Order = ['email', 'social', 'wallet']
const METHOD_LABELS: Record<Order[number], string> = {
  email: 'E-mail',
  social: 'Social login',
  wallet: 'Wallets',
}

export interface ConnectOrderEditorProps {
  order: ProjectView['connectMethodsOrder']
  save(patch: ProjectPatch): Promise<unknown>
}

export function ConnectOrderEditor({ order, save }: ConnectOrderEditorProps) {
  const [draft, setDraft, dirty] = useDraft(order)
  const [status, setStatus] = useState('')
  const saving = useAction(async () => {
    await save({ connectMethodsOrder: draft })
    setStatus('Connect order saved')
  })
  const id = useId()
  const list = draft ?? order ?? DEFAULT_ORDER
  // Focus follows the moved method, so a keyboard user can press the same button again.
  const listRef = useRef<HTMLOListElement>(null)
  const [moved, setMoved] = useState<{ method: string; by: number } | null>(null)
  useEffect(() => {
    if (!moved) return
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-method="${moved.method}"] button`,
    )
    const [up, down] = [buttons?.[0], buttons?.[1]]
    const next = moved.by < 0 ? (up?.disabled ? down : up) : down?.disabled ? up : down
    next?.focus()
    setMoved(null)
  }, [moved])
  const move = (index: number, by: number) => {
    setDraft(moveItem(list, index, by))
    setMoved({ method: list[index] as string, by })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setStatus('')
    void saving.run()
  }
  return (
    <form onSubmit={submit}>
      <fieldset className="radio-group">
        <legend className="visually-hidden">Whose order</legend>
        <div className="checkbox-row">
          <input
            id={`${id}-dapp`}
            type="radio"
            name={`${id}-mode`}
            checked={draft === null}
            onChange={() => setDraft(null)}
          />
          <label htmlFor={`${id}-dapp`}>Use the dapp's own order</label>
        </div>
        <div className="checkbox-row">
          <input
            id={`${id}-set`}
            type="radio"
            name={`${id}-mode`}
            checked={draft !== null}
            onChange={() => setDraft(list)}
          />
          <label htmlFor={`${id}-set`}>Set the order here</label>
        </div>
      </fieldset>
      <ol ref={listRef} className="order-list" aria-label="Connect methods, first shown first">
        {list.map((method, index) => (
          <li
            key={method}
            data-method={method}
            className={draft === null ? 'order-row is-muted' : 'order-row'}
          >
            <span>{METHOD_LABELS[method]}</span>
            <span className="order-buttons">
              <button
                type="button"
                className="button button-small"
                aria-label={`Move ${METHOD_LABELS[method]} up`}
                disabled={draft === null || index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button-small"
                aria-label={`Move ${METHOD_LABELS[method]} down`}
                disabled={draft === null || index === list.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <SaveActions
        label="Save order"
        pending={saving.pending}
        dirty={dirty}
        error={saving.error}
        status={status}
      />
    </form>
  )
}
