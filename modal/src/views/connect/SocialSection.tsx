/** The social-login buttons of Connect (SPEC §1: google, github, apple, facebook, x, discord). */
import { useState } from 'react'
import { connectSocial } from '../../connectors/auth/authThunks.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'

const labels: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

export function SocialSection({ providers }: { providers: readonly string[] }) {
  const dispatch = useAppDispatch()
  const [error, setError] = useState('')
  const locked = useAppSelector(selectConnectLocked)
  const click = async (provider: string) => {
    setError('')
    try {
      await dispatch(connectSocial(provider))
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <div>
      <div className="portico-socials">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="portico-list-item portico-social"
            aria-label={`Continue with ${labels[provider] ?? provider}`}
            disabled={locked}
            onClick={() => void click(provider)}
          >
            {labels[provider] ?? provider}
          </button>
        ))}
      </div>
      {error && (
        <p className="portico-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
