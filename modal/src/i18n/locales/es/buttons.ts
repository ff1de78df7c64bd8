/*eslint-disable*/ import type { Messages } from '@lingui/core'
export const messages = JSON.parse(
  '{"button.connect":["Conectar billetera"],"button.connecting":["Conectando…"],"button.switchNetwork":["Cambiar de red"],"button.unknownNetwork":["Red desconocida"]}',
) as Messages
