/**
 * The frame's worker: like an extension's background page, it holds the device key (request
 * proofs) and does every wallet operation (KEYS.md). It calls the frame server itself, with
 * proofs made here, so key shares and the combined secret never reach the UI thread; the UI
 * reaches it through comlink and gets addresses, signatures and statuses back.
 */
import { expose } from 'comlink'
import { createFrameApi } from '../api/frameApi.ts'
import { createMemoryDeviceShareStore } from '../wallet/deviceShareStore.ts'
import { openIndexedDbDeviceShareStore } from '../wallet/indexedDbDeviceShareStore.ts'
import { createWalletOps } from '../wallet/walletOps.ts'
import { createWalletServer } from '../wallet/walletServer.ts'
import type { WalletWorkerApi } from '../wallet/walletWorkerApi.ts'
import { warmUpSigning } from '../wallet/warmUpSigning.ts'
import { createProof, isDeviceKeyPersistent, type ProofRequest } from './deviceProof.ts'
import { createRequestGate } from './requestGate.ts'
import { installErrorTransfer } from './workerErrors.ts'

installErrorTransfer()

const wallet = createWalletOps({
  server: createWalletServer(createFrameApi({ createProof })),
  // Where IndexedDB is denied, a share lasts this page load (like the device key): such a
  // browser can recover and sign, but no wallet is made or re-split there (walletOps).
  store: openIndexedDbDeviceShareStore().catch(() =>
    createMemoryDeviceShareStore({ persistent: false }),
  ),
})

export interface FrameWorkerApi extends WalletWorkerApi {
  /** Whether the device key survives a reload (IndexedDB allowed). */
  isPersistent(): Promise<boolean>
  /** A device proof for one request to the frame server (frameApi.ts). */
  createProof(request: ProofRequest): Promise<string>
}

const frameWorkerApi: FrameWorkerApi = {
  isPersistent: isDeviceKeyPersistent,
  createProof,
  prepareLogin: () => wallet.prepareLogin(),
  login: (code) => wallet.login(code),
  loginFarcaster: (host) => wallet.loginFarcaster(host),
  ensureWallet: (token, status) => wallet.ensureWallet(token, status),
  signEvm: (token, request) => wallet.signEvm(token, request),
  signSolana: (token, request) => wallet.signSolana(token, request),
  recover: (token, factor) => wallet.recover(token, factor),
  setRecoveryPassword: (token, password) => wallet.setRecoveryPassword(token, password),
  setRecoveryPasskey: (token, passkey) => wallet.setRecoveryPasskey(token, passkey),
  exportKeys: (token, otp) => wallet.exportKeys(token, otp),
}

const requests = createRequestGate()
expose(requests.track(frameWorkerApi))

// The worker starts for a request (an e-mail submitted, a session restored) or just before one:
// once that is answered, while the user reads their mail, compile the login and signing paths so
// that neither waits on a cold start. Each step waits while a request is in flight.
void requests
  .afterFirstCall()
  .then(() => warmUpSigning(requests.idle))
  .catch(() => undefined)
