/**
 * The legal checkbox of Connect (SPEC §1): "I agree to the Terms of Service and Privacy Policy",
 * each a link to the dapp's page in a new tab. Until it is ticked every connect button is disabled.
 */
import { Trans } from '@lingui/react'
import { useId } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectLegalAccepted, setLegalAccepted } from '../../store/legalConsentSlice.ts'
import { selectOptions } from '../../store/optionsSlice.ts'

const external = { target: '_blank', rel: 'noopener noreferrer' } as const

export function LegalCheckbox() {
  const dispatch = useAppDispatch()
  const { termsConditionsUrl, privacyPolicyUrl } = useAppSelector(selectOptions)
  const accepted = useAppSelector(selectLegalAccepted)
  const id = useId()
  return (
    <div className="portico-legal">
      <input
        id={id}
        type="checkbox"
        className="portico-checkbox"
        checked={accepted}
        onChange={(e) => dispatch(setLegalAccepted(e.target.checked))}
      />
      <label htmlFor={id}>
        {termsConditionsUrl && privacyPolicyUrl ? (
          <Trans
            id="legal.termsAndPrivacy"
            components={{
              0: <a className="portico-link" href={termsConditionsUrl} {...external} />,
              1: <a className="portico-link" href={privacyPolicyUrl} {...external} />,
            }}
          />
        ) : (
          <Trans
            id={termsConditionsUrl ? 'legal.terms' : 'legal.privacy'}
            components={{
              0: (
                <a
                  className="portico-link"
                  href={termsConditionsUrl ?? privacyPolicyUrl}
                  {...external}
                />
              ),
            }}
          />
        )}
      </label>
    </div>
  )
}
