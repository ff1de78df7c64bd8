/**
 * The social-login buttons of Connect (SPEC §1: google, github, apple, facebook, x, discord, and
 * Farcaster) as a grid of brand icons that never clips: up to four fit a row; with more, three
 * show beside a "more" button that reveals the rest (as AppKit does). The icons come from the
 * cloud's image route, with the drawn monogram when one is missing. The providers' names are
 * brands: the same in every language. While a login runs in its popup the row says so; a
 * refusal shows under it, and a blocked popup offers "Try again" (a new click may open it).
 */
import { useRef, useState } from 'react'
import { connectSocial } from '../../connectors/auth/authThunks.ts'
import { connectFarcaster } from '../../connectors/auth/farcasterThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { selectOptions, selectSocialImageUrl } from '../../store/optionsSlice.ts'
import { MoreIcon } from '../../ui/icons/MoreIcon.tsx'
import { WalletImage } from '../../ui/WalletImage.tsx'

const labels: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Icons in one row; with more providers than this, the last place is the "more" button. */
export const SOCIAL_ROW_SIZE = 4

export function SocialSection({ providers }: { providers: readonly string[] }) {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const [error, setError] = useState<{ text: string; retry?: string }>()
  const [pending, setPending] = useState<string>()
  const [expanded, setExpanded] = useState(false)
  const locked = useAppSelector(selectConnectLocked)
  const options = useAppSelector(selectOptions)
  const firstRevealed = useRef<HTMLButtonElement>(null)
  const folded = !expanded && providers.length > SOCIAL_ROW_SIZE
  const shown = folded ? providers.slice(0, SOCIAL_ROW_SIZE - 1) : providers

  const click = async (provider: string) => {
    setError(undefined)
    setPending(provider)
    try {
      await dispatch(provider === 'farcaster' ? connectFarcaster() : connectSocial(provider))
    } catch (e) {
      const blocked = (e as { code?: unknown } | null)?.code === 'SOCIAL_POPUP_BLOCKED'
      setError({ text: errorText(e), retry: blocked ? provider : undefined })
    } finally {
      setPending(undefined)
    }
  }
  return (
    <div>
      <ul className="portico-socials" aria-label={t('connect.socials')}>
        {shown.map((provider, i) => {
          const label = labels[provider] ?? provider
          return (
            <li key={provider}>
              <button
                ref={i === SOCIAL_ROW_SIZE - 1 ? firstRevealed : undefined}
                type="button"
                className="portico-social"
                aria-label={t('connect.continueWith', { provider: label })}
                title={label}
                disabled={locked || pending !== undefined}
                onClick={() => void click(provider)}
              >
                <WalletImage
                  name={label}
                  src={selectSocialImageUrl({ options }, provider)}
                  size={24}
                />
              </button>
            </li>
          )
        })}
        {folded && (
          <li>
            <button
              type="button"
              className="portico-social"
              aria-label={t('connect.moreOptions')}
              aria-expanded="false"
              title={t('connect.moreOptions')}
              onClick={() => {
                setExpanded(true)
                // The button goes away: focus moves to the first icon it revealed.
                requestAnimationFrame(() => firstRevealed.current?.focus())
              }}
            >
              <MoreIcon />
            </button>
          </li>
        )}
      </ul>
      <p className="portico-muted" role="status">
        {pending ? t('social.waiting', { provider: labels[pending] ?? pending }) : ''}
      </p>
      {error && (
        <div role="alert">
          <p className="portico-error-text">{error.text}</p>
          {error.retry && (
            <button
              type="button"
              className="portico-button portico-button-secondary"
              onClick={() => void click(error.retry as string)}
            >
              {t('common.tryAgain')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
