/**
 * The look of the frame's e-mails: one centred card with inline styles only (mail clients drop
 * <style> and ignore classes), the modal's accent (#4d62e8) and type scale (12/14/16/22/32 px),
 * `dir` and `lang` set for the locale. A code is shown large in a monospace box, a link as a
 * button with the address written out under it. Every value put in is escaped.
 */
import { escapeHtml } from '../http/escapeHtml.ts'

export const MAIL_ACCENT = '#4d62e8'
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif"
const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace"

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'note'; text: string }

const paragraph = (text: string, style = 'font-size:14px;line-height:22px;color:#3b4040') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`

function block(item: MailBlock): string {
  switch (item.kind) {
    case 'text':
      return paragraph(item.text)
    case 'note':
      return paragraph(item.text, 'font-size:12px;line-height:18px;color:#5c6363')
    case 'code':
      // Digits read left to right in every locale: the box is dir="ltr" even in an Arabic mail.
      return `<p dir="ltr" style="margin:8px 0 24px;padding:16px 8px;background:#eef0fd;border-radius:12px;text-align:center;font-family:${MONO};font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#141414;-webkit-user-select:all;user-select:all">${escapeHtml(item.code)}</p>`
    case 'button':
      return (
        `<p style="margin:8px 0 16px;text-align:center"><a href="${escapeHtml(item.href)}" style="display:inline-block;background:${MAIL_ACCENT};color:#ffffff;text-decoration:none;font-size:16px;line-height:24px;font-weight:600;padding:12px 28px;border-radius:999px">${escapeHtml(item.label)}</a></p>` +
        `<p dir="ltr" style="margin:0 0 16px;font-size:12px;line-height:18px;color:#5c6363;word-break:break-all;text-align:center"><a href="${escapeHtml(item.href)}" style="color:#3548c9">${escapeHtml(item.href)}</a></p>`
      )
  }
}

export function renderMailHtml(options: {
  lang: string
  dir: 'ltr' | 'rtl'
  title: string
  heading: string
  blocks: MailBlock[]
  footer: string
}): string {
  const align = options.dir === 'rtl' ? 'right' : 'left'
  return `<!doctype html><html lang="${options.lang}" dir="${options.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(options.title)}</title></head><body dir="${options.dir}" style="margin:0;padding:0;background:#f3f4f4"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f4"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e4e7e7;border-radius:16px"><tr><td dir="${options.dir}" style="padding:32px;font-family:${FONT};color:#141414;text-align:${align}"><p style="margin:0 0 24px;font-size:12px;line-height:16px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:${MAIL_ACCENT}">Portico</p><h1 style="margin:0 0 16px;font-size:22px;line-height:28px;font-weight:700;color:#141414">${escapeHtml(options.heading)}</h1>${options.blocks.map(block).join('')}</td></tr></table><p style="max-width:480px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:18px;color:#5c6363;text-align:center">${escapeHtml(options.footer)}</p></td></tr></table></body></html>`
}

/**
 * The plain-text part of the same mail: heading, paragraphs, the code and the link on their own
 * lines, the footer last after a rule.
 */
export function renderMailText(heading: string, blocks: MailBlock[], footer: string): string {
  return [
    heading,
    ...blocks.map((item) =>
      item.kind === 'button' ? item.href : 'code' in item ? item.code : item.text,
    ),
    `--\n${footer}`,
  ].join('\n\n')
}
