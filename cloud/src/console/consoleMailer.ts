/**
 * Sends the console's sign-in mails over SMTP with nodemailer (devnet's mail catcher by default).
 * The code travels only in the mail: nothing here logs a message's content.
 */
import nodemailer from 'nodemailer'

export interface SmtpSettings {
  host: string
  port: number
  from: string
  user?: string
  password?: string
}

export interface ConsoleMailer {
  sendLoginCode(to: string, code: string): Promise<void>
  close(): void
}

export function createConsoleMailer(settings: SmtpSettings): ConsoleMailer {
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
    async sendLoginCode(to, code) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject: `${code} is your Portico console code`,
        text: `Your code to sign in to the Portico console is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
      })
    },
    close: () => transport.close(),
  }
}
