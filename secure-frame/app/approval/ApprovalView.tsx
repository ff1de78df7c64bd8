/** The approval UI the frame shows for an unsafe request: who asks, what, Approve or Reject. */
import type { FrameState } from '../handlers/frameState.ts'
import { describeRequest } from './describeRequest.ts'

export interface ApprovalViewProps {
  method: string
  params: unknown
  origin: string
  dapp: FrameState['dappData']
  onAnswer(approved: boolean): void
}

export function ApprovalView({ method, params, origin, dapp, onAnswer }: ApprovalViewProps) {
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
      <div className="actions">
        <button type="button" className="secondary" onClick={() => onAnswer(false)}>
          Reject
        </button>
        <button type="button" className="primary" onClick={() => onAnswer(true)}>
          Approve
        </button>
      </div>
    </main>
  )
}
