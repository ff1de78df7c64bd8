/**
 * The social-login buttons of Connect (SPEC §1: google, github, apple, facebook, x, discord, and
 * Farcaster) as a grid of brand icons that never clips: up to four fit a row; with more, three
 * show beside a "more" button that reveals the rest (as AppKit does). The icons come from the
 * cloud's image route, with the drawn monogram when one is missing. The providers' names are
 * brands: the same in every language.
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
  const [error, setError] = useState('')
  const [expanded, setExpanded] = useState(false)
  const locked = useAppSelector(selectConnectLocked)
  const options = useAppSelector(selectOptions)
  const firstRevealed = useRef<HTMLButtonElement>(null)
  const folded = !expanded && providers.length > SOCIAL_ROW_SIZE
  const shown = folded ? providers.slice(0, SOCIAL_ROW_SIZE - 1) : providers

  const click = async (provider: string) => {
    setError('')
    try {
      await dispatch(provider === 'farcaster' ? connectFarcaster() : connectSocial(provider))
    } catch (e) {
      setError(errorText(e instanceof Error ? e.message : String(e)))
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
                disabled={locked}
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
      {error && (
        <p className="portico-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
