/**
 * The approval UI the frame shows for an unsafe request: who asks, what, Approve or Reject.
 * Approve arms only once the frame has been visible for a moment (visibilityArming.ts), so a host
 * page that hides or covers the frame cannot turn the user's click into a signature.
 */
import { useRef } from 'react'
import type { FrameState } from '../handlers/frameState.ts'
import { describeRequest } from './describeRequest.ts'
import { useVisibilityArming } from './useVisibilityArming.ts'
import { clickLandsOn, type VisibilityArmingOptions } from './visibilityArming.ts'

export interface ApprovalViewProps {
  method: string
  params: unknown
  origin: string
  dapp: FrameState['dappData']
  onAnswer(approved: boolean): void
  /** Tests inject an IntersectionObserver here. */
  arming?: VisibilityArmingOptions
}

export function ApprovalView({
  method,
  params,
  origin,
  dapp,
  onAnswer,
  arming,
}: ApprovalViewProps) {
  const approveRef = useRef<HTMLButtonElement>(null)
  const armed = useVisibilityArming(approveRef, arming)
  const { title, rows } = describeRequest(method, params)
  const name = dapp?.metadata?.name ?? new URL(origin).host
  const icon = dapp?.metadata?.icons.find((i) => i.startsWith('data:image/'))
  return (
    <main className="approval" aria-labelledby="approval-title">
      <header>
        {icon ? (
          <img src={icon} alt="" width={40} height={40} />
        ) : (
          <span className="monogram">{name.charAt(0).toUpperCase()}</span>
        )}
        <div>
          <h1 id="approval-title">{title}</h1>
          <p className="muted">
            {name} · {new URL(origin).host}
          </p>
        </div>
      </header>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {armed ? null : (
        <p id="approve-wait" className="muted">
          Approve turns on once this window has been fully visible for a moment
        </p>
      )}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => onAnswer(false)}>
          Reject
        </button>
        <button
          ref={approveRef}
          type="button"
          className="primary"
          disabled={!armed}
          aria-describedby={armed ? undefined : 'approve-wait'}
          onClick={(event) => {
            if (armed && clickLandsOn(event.nativeEvent, event.currentTarget)) onAnswer(true)
          }}
        >
          Approve
        </button>
      </div>
    </main>
  )
}
