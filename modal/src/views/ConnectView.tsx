/** Connect: the default view when no account is connected (SPEC §2), in the configured order. */

import { useAppSelector } from '../store/hooks.ts'
import { selectLegalCheckboxShown } from '../store/legalConsentSlice.ts'
import { selectFeatures } from '../store/optionsSlice.ts'
import { EmailSection } from './connect/EmailSection.tsx'
import { LegalCheckbox } from './connect/LegalCheckbox.tsx'
import { SocialSection } from './connect/SocialSection.tsx'
import { WalletSection } from './connect/WalletSection.tsx'

export function ConnectView() {
  const features = useAppSelector(selectFeatures)
  const legal = useAppSelector(selectLegalCheckboxShown)
  return (
    <div className="portico-body">
      {legal && <LegalCheckbox />}
      {features.connectMethodsOrder.map((method) => {
        if (method === 'email' && features.email) return <EmailSection key="email" />
        if (method === 'social' && features.socials && features.socials.length > 0)
          return <SocialSection key="social" providers={features.socials} />
        if (method === 'wallet') return <WalletSection key="wallet" />
        return null
      })}
    </div>
  )
}
