/** The iframe the modal inserts: passkeys and the clipboard allowed for the frame's origin only. */
import { expect, it } from 'vitest'
import { createAuthConnector } from './createAuthConnector.ts'

it('allows WebAuthn and clipboard writes to the frame origin and to nothing else', () => {
  const connector = createAuthConnector({ projectId: 'p', frameUrl: 'http://127.0.0.1:5174/' })
  expect(connector.iframe.getAttribute('allow')).toBe(
    'publickey-credentials-get http://127.0.0.1:5174; publickey-credentials-create http://127.0.0.1:5174; clipboard-write http://127.0.0.1:5174',
  )
  connector.destroy()
})
