import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningMailCatcher, startMailCatcher } from './startMailCatcher.ts'

describe('mail catcher', () => {
  let catcher: RunningMailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, inboxPort: 0 })
  })
  afterAll(() => catcher.stop())

  it('keeps a mail sent over SMTP and lists it in the JSON inbox by recipient', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      secure: false,
      ignoreTLS: true,
    })
    await transport.sendMail({
      from: 'noreply@portico.test',
      to: 'Alice@Example.com',
      subject: 'Your code',
      text: 'Code: 123456',
    })
    const res = await fetch(`${catcher.inboxUrl}/messages?to=alice@example.com`)
    const body = (await res.json()) as {
      messages: { subject: string; text: string; to: string[] }[]
    }
    expect(body.messages).toHaveLength(1)
    expect(body.messages[0]).toMatchObject({ subject: 'Your code', to: ['alice@example.com'] })
    expect(body.messages[0]?.text).toContain('123456')
    const other = await (await fetch(`${catcher.inboxUrl}/messages?to=bob@example.com`)).json()
    expect(other).toEqual({ messages: [] })
  })

  it('rejects a malformed query and an unknown id without changing the inbox', async () => {
    const before = catcher.messages().length
    expect((await fetch(`${catcher.inboxUrl}/messages?to=${'a'.repeat(400)}`)).status).toBe(400)
    expect(
      (await fetch(`${catcher.inboxUrl}/messages/00000000-0000-0000-0000-000000000000`)).status,
    ).toBe(404)
    expect(catcher.messages().length).toBe(before)
  })

  it('empties the inbox on DELETE', async () => {
    await fetch(`${catcher.inboxUrl}/messages`, { method: 'DELETE' })
    expect(catcher.messages()).toHaveLength(0)
  })
})
