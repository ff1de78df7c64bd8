/**
 * Focus must not fall out of the open dialog when the control that held it goes away: a button
 * disabled while it works (Continue, Try again), replaced by a spinner, or removed with its view.
 * The browser then puts focus on <body>, outside the dialog, and a keyboard user is lost (issue
 * 18). Watches the dialog's subtree and, when focus has fallen to <body>, moves it to the view's
 * heading. Focus elsewhere on purpose (the secure frame's iframe, a host control) is left alone.
 */
export function keepFocusInDialog(dialog: HTMLDialogElement, heading: () => HTMLElement | null) {
  const rescue = () => {
    if (!dialog.open) return
    const doc = dialog.ownerDocument
    // Inside a shadow root the page's activeElement is the host while a control there has focus.
    if (doc.activeElement === null || doc.activeElement === doc.body) heading()?.focus()
  }
  const observer = new MutationObserver(rescue)
  observer.observe(dialog, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden'],
  })
  return () => observer.disconnect()
}
