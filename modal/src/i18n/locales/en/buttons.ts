/*eslint-disable*/ import type { Messages } from '@lingui/core'
export const messages = JSON.parse(
  '{"button.connect":["Connect Wallet"],"button.connecting":["Connecting…"],"button.switchNetwork":["Switch Network"],"button.unknownNetwork":["Unknown Network"]}',
) as Messages
