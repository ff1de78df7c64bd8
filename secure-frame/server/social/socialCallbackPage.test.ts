import { describe, expect, it } from 'vitest'
import { SOCIAL_CALLBACK_SCRIPT, socialCallbackPage } from './socialCallbackPage.ts'

describe('socialCallbackPage', () => {
  it('names the host origin for the script, escaped, and carries nothing else of the login', () => {
    const html = socialCallbackPage('Signed in <now>', 'http://localhost:5173"x')
    expect(html).toContain('data-origin="http://localhost:5173&quot;x"')
    expect(html).toContain('Signed in &lt;now&gt;')
    expect(html).toContain('<script src="/social/callback.js"></script>')
  })

  it('has no script when the login is unknown (a forged or used state)', () => {
    expect(socialCallbackPage('Not valid')).not.toContain('<script')
  })

  it('posts only its type, to the named origin, never to any origin', () => {
    expect(SOCIAL_CALLBACK_SCRIPT).toContain(
      "postMessage({ type: 'portico:social-callback' }, target)",
    )
    expect(SOCIAL_CALLBACK_SCRIPT).not.toContain("'*'")
  })
})
