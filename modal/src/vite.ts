/**
 * @portico/modal/vite: the build plugin that puts what opening the modal runs into one chunk.
 * Runs in Node inside a dapp's Vite build; never in the browser.
 */
export { openPathChunk } from '../vite/openPathChunk.ts'
