/**
 * The logo URL of a catalogue wallet, for lists that draw many: the cloud's getWalletImage for
 * each entry's image_id (see selectWalletImageUrl), the monogram when there is no cloud.
 */
import { useCallback } from 'react'
import { useAppSelector } from '../store/hooks.ts'
import { selectOptions, selectWalletImageUrl } from '../store/optionsSlice.ts'

export function useWalletImage(): (wallet: {
  image_id?: string | null
  image_url?: string | null
}) => string | undefined {
  const options = useAppSelector(selectOptions)
  return useCallback((wallet) => selectWalletImageUrl({ options }, wallet), [options])
}
