/**
 * Sends the frame's mails over SMTP with nodemailer (the devnet mail catcher by default).
 * Codes and links travel only in the mail itself: nothing here logs a message's content.
 */
import nodemailer from 'nodemailer'
import type { SmtpSettings } from '../config/resolveFrameServerConfig.ts'

export interface OutgoingMail {
  to: string
  subject: string
  /** The plain-text part; every mail has one. */
  text: string
  /** The HTML part (inline styles only), sent beside the text as multipart/alternative. */
  html?: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export function createMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
    debug: false,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail })
    },
    close: () => transport.close(),
  }
}
