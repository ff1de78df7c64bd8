/** The frame's mails as a reader gets them: their language, direction, code and link. */
import { expect, it } from 'vitest'
import { deviceApprovalMail, emailInUseMail, loginCodeMail } from './mailTexts.ts'

it('writes the login code mail in Arabic, right to left, the code itself left to right', () => {
  const mail = loginCodeMail('amal@example.com', '123456', 'ar')
  expect(mail.subject).toBe('رمز تسجيل الدخول إلى Portico')
  expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/)
  expect(mail.html).toContain('رمز تسجيل الدخول إلى Portico هو:')
  expect(mail.html).toMatch(/<p dir="ltr"[^>]*>123456<\/p>/)
  expect(mail.text).toContain('رمز تسجيل الدخول إلى Portico هو:\n\n123456')
})

it('writes the approval mail in Spanish with the link as a button and written out', () => {
  const link = 'https://frame.example/device/approve?token=abc&lang=es'
  const mail = deviceApprovalMail('ana@example.com', link, 'es')
  expect(mail.subject).toBe('Aprueba este dispositivo')
  expect(mail.html).toMatch(/<html lang="es" dir="ltr">/)
  expect(mail.html).toContain('>Revisar y aprobar</a>')
  expect(mail.html).toContain('href="https://frame.example/device/approve?token=abc&amp;lang=es"')
  expect(mail.text).toContain('Un dispositivo nuevo quiere iniciar sesión en Portico')
  expect(mail.text).toContain(link)
  expect(mail.text).toMatch(/\n--\nEnviado por Portico/)
})

it('defaults to English and escapes what it puts in', () => {
  const mail = emailInUseMail('<b>x</b>@example.com')
  expect(mail.subject).toBe('Your Portico e-mail address is already in use')
  expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com')
  expect(mail.html).not.toContain('<b>x</b>')
})
