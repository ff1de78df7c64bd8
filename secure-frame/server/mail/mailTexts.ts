/** The texts of the frame's mails: the device-approval link, the one-time codes, notices. */
import type { OutgoingMail } from './createMailer.ts'

export const DEVICE_APPROVAL_SUBJECT = 'Approve this device'
export const LOGIN_CODE_SUBJECT = 'Your Portico login code'
export const EMAIL_UPDATE_CODE_SUBJECT = 'Your Portico e-mail change code'
export const EMAIL_IN_USE_SUBJECT = 'Your Portico e-mail address is already in use'
export const EXPORT_CODE_SUBJECT = 'Your Portico wallet export code'

export function deviceApprovalMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: DEVICE_APPROVAL_SUBJECT,
    text: [
      'A new device wants to log in to Portico with this e-mail address.',
      '',
      `If this was you, approve the device by opening this link: ${link}`,
      '',
      'The link works once and expires in 10 minutes. If this was not you, ignore this e-mail.',
    ].join('\n'),
  }
}

export function loginCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: LOGIN_CODE_SUBJECT,
    text: [
      `Your Portico login code is ${code}`,
      '',
      'It expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  }
}

export function emailUpdateCodeMail(to: string, code: string, newEmail: string): OutgoingMail {
  return {
    to,
    subject: EMAIL_UPDATE_CODE_SUBJECT,
    text: [
      `Your code to change your Portico e-mail address to ${newEmail} is ${code}`,
      '',
      'It expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  }
}

/** Sent instead of a change code when the new address already has an account. */
export function emailInUseMail(to: string): OutgoingMail {
  return {
    to,
    subject: EMAIL_IN_USE_SUBJECT,
    text: [
      `Someone asked to move another Portico account to ${to}.`,
      '',
      'This address already has a Portico account, so it cannot be used and no code was sent.',
      'If this was you, sign in with this address instead. If not, ignore this e-mail.',
    ].join('\n'),
  }
}

/** The code that lets the frame show the wallet's private key (KEYS.md, Export). */
export function exportCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: EXPORT_CODE_SUBJECT,
    text: [
      'Someone asked to export the private key of your Portico wallet.',
      '',
      `If this was you, enter this code to show the key: ${code}`,
      '',
      'It expires in 10 minutes. Whoever holds the private key controls the wallet: if this',
      'was not you, ignore this e-mail and do not share the code with anyone.',
    ].join('\n'),
  }
}
