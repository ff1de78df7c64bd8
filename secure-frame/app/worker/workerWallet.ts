/**
 * The wallet operations of the frame worker for the UI thread (handlers, the frame's windows):
 * each call starts the worker on first use and forwards to it. Key shares stay in the worker;
 * only addresses, signatures, statuses and (for an export) the keys come back.
 */
import type { WalletWorkerApi } from '../wallet/walletWorkerApi.ts'

/** The frame worker, started on first use (its code loads only then). */
export const frameWorker = async () =>
  (await import('./connectFrameWorker.ts')).connectFrameWorker()

export const workerWallet: WalletWorkerApi = {
  prepareLogin: async () => (await frameWorker()).prepareLogin(),
  login: async (code) => (await frameWorker()).login(code),
  loginFarcaster: async (host) => (await frameWorker()).loginFarcaster(host),
  ensureWallet: async (token, status) => (await frameWorker()).ensureWallet(token, status),
  signEvm: async (token, request) => (await frameWorker()).signEvm(token, request),
  signSolana: async (token, request) => (await frameWorker()).signSolana(token, request),
  recover: async (token, factor) => (await frameWorker()).recover(token, factor),
  setRecoveryPassword: async (token, password) =>
    (await frameWorker()).setRecoveryPassword(token, password),
  setRecoveryPasskey: async (token, passkey) =>
    (await frameWorker()).setRecoveryPasskey(token, passkey),
  exportKeys: async (token, otp) => (await frameWorker()).exportKeys(token, otp),
}
