/**
 * The names feature's own error texts, thrown as PorticoError messages (developer-facing,
 * English; SPEC §8 gives the name service's: 'Error resolving name', 'Error fetching name
 * suggestions', 'Error fetching names for address'). The names views show each code's text from
 * their catalogue (`names.error.<code>`), in the visitor's language.
 */
export const namesTexts = {
  NAME_TAKEN: 'This name is already registered to another address',
  USER_REJECTED: 'The wallet declined to sign the registration',
  NO_WALLET: 'No EVM wallet is connected',
  INVALID_SIGNATURE: 'The wallet did not return a signature',
  REGISTRATION_REFUSED: 'The name service refused the registration',
} as const

export type NamesErrorCode = keyof typeof namesTexts
