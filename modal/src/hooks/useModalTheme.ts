/** useModalTheme: read and set the theme mode and variables. */
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export function useModalTheme() {
  const portico = usePortico()
  const { themeMode, themeVariables } = usePorticoState()
  return {
    themeMode,
    themeVariables,
    setThemeMode: portico.setThemeMode,
    setThemeVariables: portico.setThemeVariables,
  }
}
