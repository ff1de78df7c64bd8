/** EmailLogin: the e-mail field on its own, for a dapp that opens the modal straight on it. */
import { EmailSection } from './connect/EmailSection.tsx'

export function EmailLoginView() {
  return (
    <div className="portico-body">
      <p className="portico-muted">Enter your e-mail to get a login code.</p>
      <EmailSection />
    </div>
  )
}
