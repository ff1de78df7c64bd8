/**
 * The <dialog> that holds the current view: a native focus trap (with Tab wrapping around inside
 * it), Esc to close, focus returned to the opener and never dropped to <body>; a live region that
 * announces loading; the snackbar, which announces itself. It carries the language's `lang` and
 * `dir` (right to left for Arabic).
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { loadEvmBalanceReader } from '../connectors/refreshNativeBalance.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectModal } from '../store/modalSlice.ts'
import { closeModal } from '../store/modalThunks.ts'
import { selectActiveNamespace } from '../store/networkSlice.ts'
import {
  isSecureFrameView,
  selectCanGoBack,
  selectRouterWallet,
  selectView,
} from '../store/routerSlice.ts'
import { goBack } from '../store/routerThunks.ts'
import { selectSnackbar } from '../store/snackbarSlice.ts'
import { selectTheme } from '../store/themeSlice.ts'
import {
  isConnectingView,
  isPairingView,
  nextViews,
  preloadViews,
  viewComponents,
  viewTitles,
} from '../views/viewRegistry.tsx'
import { Header } from './Header.tsx'
import { keepFocusInDialog } from './keepFocusInDialog.ts'
import { LiveRegion } from './LiveRegion.tsx'
import { SnackbarView } from './SnackbarView.tsx'
import { Spinner } from './Spinner.tsx'
import { themeStyle } from './themeStyle.ts'
import { useIdleValue } from './useIdleValue.ts'
import { wrapTabFocus } from './wrapTabFocus.ts'

export function ModalRoot() {
  const dispatch = useAppDispatch()
  const modal = useAppSelector(selectModal)
  const view = useAppSelector(selectView)
  const canGoBack = useAppSelector(selectCanGoBack)
  const wallet = useAppSelector(selectRouterWallet)
  const theme = useAppSelector(selectTheme)
  const snackbar = useAppSelector(selectSnackbar)
  const { t, locale, dir, errorText } = useModalI18n()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  // While the secure frame shows its window (ApproveTransaction, WalletSecurity), the dialog steps
  // aside: a modal dialog would make the frame's window inert.
  const shown = modal.open && !isSecureFrameView(view)

  // The next click's view is fetched while this one is read, so it renders without a spinner;
  // while a connection is being made, what it needs once made (see CONNECTING_VIEWS): the EVM
  // balance reader unless another chain family is active (its balance has a reader of its own). A
  // WalletConnect view waits until its pairing URI is shown: the QR code comes first.
  const pairingShown = useAppSelector((state) => state.connection.wcUri !== undefined)
  const namespace = useAppSelector(selectActiveNamespace)
  useEffect(() => {
    if (!shown || (isPairingView(view) && !pairingShown)) return
    const next = nextViews[view]
    const connecting = isConnectingView(view) && (namespace ?? 'eip155') === 'eip155'
    if (!next && !connecting) return
    const timer = setTimeout(() => {
      if (next) preloadViews(next)
      // A failure is left for the balance read itself, which shows it.
      if (connecting) loadEvmBalanceReader().catch(() => {})
    }, 0)
    return () => clearTimeout(timer)
  }, [shown, view, pairingShown, namespace])

  // A layout effect: the dialog opens in the frame that commits the open (a view rendered ahead
  // in the closed dialog is then on screen at the next paint, not one frame later).
  useLayoutEffect(() => {
    const el = dialog.current
    if (!el) return
    if (shown && !el.open) {
      if (!opener.current) opener.current = document.activeElement
      el.showModal()
    } else if (!shown && el.open) {
      el.close()
    }
  }, [shown])

  // A view change removes the control that caused it (All Wallets, Back on the last step…), and
  // focus would fall to <body>, outside the dialog: it moves to the new view's heading instead,
  // unless the new view already put it on one of its own controls.
  const lastView = useRef(view)
  useEffect(() => {
    if (lastView.current === view) return
    lastView.current = view
    const el = dialog.current
    if (!shown || !el) return
    const root = el.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    if (active && active !== el && el.contains(active)) return
    el.querySelector<HTMLElement>('#portico-title')?.focus()
  }, [view, shown])

  useEffect(() => {
    const el = dialog.current
    if (!shown || !el) return
    return keepFocusInDialog(el, () => el.querySelector<HTMLElement>('#portico-title'))
  }, [shown])

  const restoreFocus = () => {
    const target = opener.current
    opener.current = null
    if (target instanceof HTMLElement) target.focus()
  }

  // The view the modal opened on shows at once; a view reached from it fades in.
  const openedOn = useRef<typeof view | null>(null)
  if (!shown) openedOn.current = null
  else openedOn.current ??= view
  const viewChanged = shown && view !== openedOn.current

  // Behind a closed dialog a new view (Account, as a connection closes the modal) renders once
  // the browser is idle: the host page paints "connected" first. An open dialog shows its view at
  // once.
  const renderedView = useIdleValue(view, !shown)
  const Component = viewComponents[renderedView]
  // The same element while the view stays: opening, closing or a snackbar re-renders the dialog,
  // not the view, whose rows re-render only on their own state.
  const viewElement = useMemo(() => (Component ? <Component /> : null), [Component])
  const titleId = viewTitles[renderedView]
  const title = titleId ? t(titleId) : (wallet?.name ?? '')
  const snackbarText = errorText(snackbar.message)
  // The snackbar is a live region itself (alert or status): saying its message here too would
  // announce every error twice.
  const announcement = modal.loading ? t('common.loading') : ''

  return (
    <dialog
      ref={dialog}
      className="portico-dialog"
      lang={locale}
      dir={dir}
      data-theme={theme.themeMode}
      data-shake={modal.shake ? 'true' : undefined}
      data-view={renderedView}
      data-view-changed={viewChanged ? '' : undefined}
      style={themeStyle(theme.themeVariables)}
      aria-labelledby="portico-title"
      onCancel={(event) => {
        event.preventDefault()
        dispatch(closeModal())
      }}
      onClose={() => {
        // The browser fires `close` in a task after the dialog closed: a dialog opened again
        // meanwhile (SIWX's Sign In right after the connect flow closed the modal) stays open.
        if (dialog.current?.open) return
        // Stepping aside for the secure frame keeps the opener for later.
        if (modal.open && isSecureFrameView(view)) return
        if (modal.open) dispatch(closeModal())
        restoreFocus()
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dispatch(closeModal())
      }}
      onKeyDown={(event) => {
        if (dialog.current) wrapTabFocus(event, dialog.current)
      }}
    >
      <div className="portico-card">
        <Header
          title={title}
          onBack={canGoBack ? () => dispatch(goBack()) : undefined}
          onClose={() => dispatch(closeModal())}
        />
        <Suspense fallback={<Spinner />}>{viewElement}</Suspense>
        <SnackbarView open={snackbar.open} message={snackbarText} variant={snackbar.variant} />
        <LiveRegion message={announcement} />
      </div>
    </dialog>
  )
}
