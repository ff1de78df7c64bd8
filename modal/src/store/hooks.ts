/** The store's hooks, typed: use these instead of react-redux's plain ones. */
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { AppDispatch, PorticoStore, RootState } from './createPorticoStore.ts'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<PorticoStore>()
