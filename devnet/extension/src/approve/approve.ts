/**
 * The approval window (approve.html?id=…): shows the requesting origin, the method and its
 * details, and sends the Approve / Reject decision to the worker. Text only, never HTML.
 */
import { z } from 'zod'
import { chromeApi } from '../chromeApi.ts'
import { approvalGetResponseSchema, rpcResponseSchema } from '../runtimeMessages.ts'

z.config({ jitless: true })

const byId = (id: string) => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`approve.html lacks #${id}`)
  return element
}

const buttonById = (id: string) => {
  const element = byId(id)
  if (!(element instanceof HTMLButtonElement)) throw new Error(`#${id} is not a button`)
  return element
}

async function main() {
  const chrome = chromeApi()
  const status = byId('status')
  const approvalId = new URLSearchParams(window.location.search).get('id') ?? ''
  const response = approvalGetResponseSchema.safeParse(
    await chrome.runtime.sendMessage({ type: 'approval-get', approvalId }).catch(() => null),
  )
  if (!response.success) {
    status.textContent = 'The wallet did not answer.'
    return
  }
  if (!response.data.ok) {
    status.textContent = response.data.error.message
    return
  }
  const { origin, method, details } = response.data.approval
  byId('origin').textContent = origin
  byId('method').textContent = method
  byId('details').textContent = details
  document.title = `${method}: ${origin}`

  const approve = buttonById('approve')
  const reject = buttonById('reject')
  const buttons = [approve, reject]
  const decide = async (approved: boolean) => {
    for (const b of buttons) b.disabled = true
    const answer = rpcResponseSchema.safeParse(
      await chrome.runtime
        .sendMessage({ type: 'approval-decide', approvalId, approved })
        .catch(() => null),
    )
    if (!answer.success) status.textContent = 'The wallet did not answer.'
    else if (!answer.data.ok) status.textContent = answer.data.error.message
    else window.close()
  }
  approve.addEventListener('click', () => void decide(true))
  reject.addEventListener('click', () => void decide(false))
  for (const b of buttons) b.disabled = false
}

void main()
