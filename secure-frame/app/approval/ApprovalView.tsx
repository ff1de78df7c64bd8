/**
 * The approval UI the frame shows for an unsafe request, laid out like a wallet's confirmation:
 * what is asked (the title), who asks (the site's origin, large; a warning when the dapp's own
 * metadata names another site), on which network, then what is signed or sent, decoded
 * (describeRequest.ts), with Reject and Approve pinned at the bottom. Approve arms only once the
 * frame has been visible for a moment (visibilityArming.ts), so a host page that hides or covers
 * the frame cannot turn the user's click into a signature. Every word comes from the catalogue.
 */
import { useRef } from 'react'
import type { FrameState } from '../handlers/frameState.ts'
import { localeAttributes, t } from '../i18n/frameI18n.ts'
import { describeRequest } from './describeRequest.ts'
import { networkLabel } from './networkLabel.ts'
import { RequestDetails, requestTitle, type TokenInfo } from './RequestDetails.tsx'
import { useVisibilityArming } from './useVisibilityArming.ts'
import { clickLandsOn, type VisibilityArmingOptions } from './visibilityArming.ts'

export interface ApprovalViewProps {
  method: string
  params: unknown
  origin: string
  dapp: FrameState['dappData']
  /** The frame's current chain (FrameState.chainId); a transaction's own chainId wins. */
  chainId?: number | string
  /** The ERC-20 token a session grant names, as the chain names it (symbol, decimals). */
  token?: TokenInfo
  onAnswer(approved: boolean): void
  /** Tests inject an IntersectionObserver here. */
  arming?: VisibilityArmingOptions
}

/** The origin the dapp's metadata claims, when it differs from the one the request came from. */
const claimedElsewhere = (origin: string, url: string | undefined) => {
  if (!url) return undefined
  try {
    const claimed = new URL(url).origin
    return claimed !== new URL(origin).origin ? claimed : undefined
  } catch {
    return undefined
  }
}

export function ApprovalView({
  method,
  params,
  origin,
  dapp,
  chainId,
  token,
  onAnswer,
  arming,
}: ApprovalViewProps) {
  const approveRef = useRef<HTMLButtonElement>(null)
  const armed = useVisibilityArming(approveRef, arming)
  const description = describeRequest(method, params)
  const txChain = description.kind === 'transaction' ? description.chainId : undefined
  const chain = txChain ?? chainId
  const network = chain === undefined ? undefined : networkLabel(chain)
  const host = new URL(origin).host
  const name = dapp?.metadata?.name
  const icon = dapp?.metadata?.icons.find((i) => i.startsWith('data:image/'))
  const claimed = claimedElsewhere(origin, dapp?.metadata?.url)
  return (
    <main
      className="approval approval-request"
      aria-labelledby="approval-title"
      {...localeAttributes()}
    >
      <div className="approval-body">
        <h1 id="approval-title">{requestTitle(description, network?.symbol ?? 'ETH')}</h1>
        <section className={claimed ? 'card is-warning' : 'card'} aria-labelledby="approval-from">
          <p id="approval-from" className="eyebrow">
            {t('approval.requestFrom')}
          </p>
          <div className="who">
            {icon ? (
              <img src={icon} alt="" width={40} height={40} />
            ) : (
              <span className="monogram" aria-hidden="true">
                {(name ?? host).charAt(0).toUpperCase()}
              </span>
            )}
            <div>
              <p className="origin" dir="ltr">
                {host}
              </p>
              {name ? <p className="muted">{name}</p> : null}
            </div>
          </div>
          {claimed ? (
            <p className="warning-box" role="note">
              {t('approval.originMismatch', { claimed, origin: new URL(origin).origin })}
            </p>
          ) : null}
          {network ? (
            <p className="network">
              <span className="eyebrow">{t('approval.network')}</span>
              <strong>
                {network.name ?? t('approval.networkUnknown', { chainId: network.id })}
                {network.name && typeof chain === 'number' ? (
                  <span className="muted"> · {network.id}</span>
                ) : null}
              </strong>
            </p>
          ) : null}
        </section>
        <RequestDetails description={description} symbol={network?.symbol ?? 'ETH'} token={token} />
      </div>
      <footer className="approval-footer">
        {armed ? null : (
          <p id="approve-wait" className="muted">
            {t('approval.waitVisible')}
          </p>
        )}
        <div className="actions">
          <button type="button" className="secondary" onClick={() => onAnswer(false)}>
            {t('approval.reject')}
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
            {t('approval.approve')}
          </button>
        </div>
      </footer>
    </main>
  )
}
