/**
 * Theme variables (SPEC §3 Theme) to the CSS custom properties the modal's styles use. Accepts
 * `--portico-*` names and the `--w3m-*` names dapps already use with other modals.
 */
const aliases: Record<string, string> = {
  '--w3m-accent': '--portico-accent',
  '--w3m-font-family': '--portico-font-family',
  '--w3m-border-radius-master': '--portico-radius-master',
  '--w3m-color-mix': '--portico-color-mix',
  '--w3m-color-mix-strength': '--portico-color-mix-strength',
  '--w3m-font-size-master': '--portico-font-size-master',
}

export function themeStyle(variables: Record<string, string | number>): Record<string, string> {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    const target = aliases[name] ?? (name.startsWith('--portico-') ? name : undefined)
    // Only plain values: no url(), no expressions, nothing that could fetch or escape the rule.
    if (target && /^[-#.,%\w\s()]{1,80}$/.test(String(value)) && !/url\s*\(/i.test(String(value))) {
      style[target] = String(value)
    }
  }
  return style
}
