/** Reads the devnet mail catcher's JSON inbox: the latest mail to an address, and what it carries. */
import { expect } from '@playwright/test'
import { e2eConfig } from './e2eStack.ts'

interface Mail {
  id: string
  to: string[]
  subject: string
  text: string
  receivedAt: string
}

export const inboxUrl = `http://127.0.0.1:${e2eConfig.ports.inbox}/messages`

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inboxUrl}?to=${encodeURIComponent(address)}`)
  return ((await res.json()) as { messages: Mail[] }).messages
}

/** Waits for a mail to `address` beyond the first `after` ones, and returns it. */
export async function nextMail(address: string, after: number): Promise<Mail> {
  await expect.poll(async () => (await mailsTo(address)).length).toBeGreaterThan(after)
  const mails = await mailsTo(address)
  return mails[mails.length - 1] as Mail
}

export const otpIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
export const linkIn = (mail: Mail) =>
  /(http:\/\/\S+\/device\/approve\?token=[\w-]+)/.exec(mail.text)?.[1] ?? ''
