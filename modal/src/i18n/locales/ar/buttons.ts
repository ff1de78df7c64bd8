/*eslint-disable*/ import type { Messages } from '@lingui/core'
export const messages = JSON.parse(
  '{"button.connect":["ربط المحفظة"],"button.connecting":["جارٍ الربط…"],"button.switchNetwork":["تبديل الشبكة"],"button.unknownNetwork":["شبكة غير معروفة"]}',
) as Messages
