/** Test helper: the mail catcher's messages to one address, and the code or link in the last. */
import type { RunningMailCatcher } from '@portico/devnet'

export interface CaughtMessage {
  subject: string
  text: string
  /** The HTML part; '' for a text-only mail. */
  html: string
  to: string[]
}

export async function readInbox(mail: RunningMailCatcher, to: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${mail.inboxUrl}/messages?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: CaughtMessage[] }).messages
}

export async function lastMessage(mail: RunningMailCatcher, to: string): Promise<CaughtMessage> {
  const messages = await readInbox(mail, to)
  const last = messages.at(-1)
  if (!last) throw new Error(`No mail to ${to}`)
  return last
}

export async function lastCode(mail: RunningMailCatcher, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMessage(mail, to)).text)?.[1]
  if (!code) throw new Error(`No code in the last mail to ${to}`)
  return code
}

export async function lastApprovalLink(mail: RunningMailCatcher, to: string): Promise<string> {
  const link = /(http:\/\/\S+\/device\/approve\?token=[\w-]+)/.exec(
    (await lastMessage(mail, to)).text,
  )?.[1]
  if (!link) throw new Error(`No approval link in the last mail to ${to}`)
  return link
}
