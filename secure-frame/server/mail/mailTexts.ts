/**
 * The frame's mails (the device-approval link, the one-time codes, notices) in the locale of the
 * login that caused them: subject, an HTML part (mailLayout.ts) and a plain-text part carrying
 * the same words, the code or link on a line of its own.
 */
import { type FrameLocale, serverLocale } from '../i18n/serverI18n.ts'
import type { OutgoingMail } from './createMailer.ts'
import { type MailBlock, renderMailHtml, renderMailText } from './mailLayout.ts'

function compose(
  to: string,
  locale: FrameLocale | undefined,
  ids: { subject: string; heading: string },
  blocks: (t: ReturnType<typeof serverLocale>['t']) => MailBlock[],
): OutgoingMail {
  const { t, dir, locale: lang } = serverLocale(locale)
  const subject = t(ids.subject)
  const heading = t(ids.heading)
  const body = blocks(t)
  return {
    to,
    subject,
    text: renderMailText(heading, body, t('mail.footer')),
    html: renderMailHtml({
      lang,
      dir,
      title: subject,
      heading,
      blocks: body,
      footer: t('mail.footer'),
    }),
  }
}

export function deviceApprovalMail(to: string, link: string, locale?: FrameLocale): OutgoingMail {
  return compose(
    to,
    locale,
    { subject: 'mail.device.subject', heading: 'mail.device.heading' },
    (t) => [
      { kind: 'text', text: t('mail.device.intro') },
      { kind: 'text', text: t('mail.device.action') },
      { kind: 'button', label: t('mail.device.button'), href: link },
      { kind: 'note', text: t('mail.device.expires') },
    ],
  )
}

export function loginCodeMail(to: string, code: string, locale?: FrameLocale): OutgoingMail {
  return compose(
    to,
    locale,
    { subject: 'mail.login.subject', heading: 'mail.login.heading' },
    (t) => [
      { kind: 'text', text: t('mail.login.intro') },
      { kind: 'code', code },
      { kind: 'note', text: t('mail.expires') },
    ],
  )
}

export function emailUpdateCodeMail(
  to: string,
  code: string,
  newEmail: string,
  locale?: FrameLocale,
): OutgoingMail {
  return compose(
    to,
    locale,
    { subject: 'mail.update.subject', heading: 'mail.update.heading' },
    (t) => [
      { kind: 'text', text: t('mail.update.intro', { newEmail }) },
      { kind: 'code', code },
      { kind: 'note', text: t('mail.expires') },
    ],
  )
}

/** Sent instead of a change code when the new address already has an account. */
export function emailInUseMail(to: string, locale?: FrameLocale): OutgoingMail {
  return compose(
    to,
    locale,
    { subject: 'mail.inUse.subject', heading: 'mail.inUse.heading' },
    (t) => [
      { kind: 'text', text: t('mail.inUse.intro', { email: to }) },
      { kind: 'text', text: t('mail.inUse.body') },
    ],
  )
}

/** The code that lets the frame show the wallet's private key (KEYS.md, Export). */
export function exportCodeMail(to: string, code: string, locale?: FrameLocale): OutgoingMail {
  return compose(
    to,
    locale,
    { subject: 'mail.export.subject', heading: 'mail.export.heading' },
    (t) => [
      { kind: 'text', text: t('mail.export.intro') },
      { kind: 'code', code },
      { kind: 'note', text: t('mail.export.warning') },
    ],
  )
}
