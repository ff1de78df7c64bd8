/**
 * A page on a third origin that plays the attacker: it embeds the secure frame, or, framed
 * inside the demo, posts forged protocol messages to its parent and to every sibling frame.
 * It also plays a new developer's dapp: `/dapp?projectId=…` is the demo's build with that
 * project id, as a dapp registered in the console would embed it.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'

const page = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>third origin</title></head><body><script>${script}</script></body></html>`

// Embeds the secure frame directly and records whatever it says.
const embedFrameScript = (frameSrc: string) => `
  window.received = [];
  addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
  const f = document.createElement('iframe');
  f.src = ${JSON.stringify(frameSrc)};
  document.body.appendChild(f);
`

// Framed inside the host page: forges frame events to the parent and app requests to siblings.
const forgeScript = `
  window.received = [];
  addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
  const id = () => crypto.randomUUID();
  const toParent = [
    { type: '@w3m-frame/READY', payload: { version: '4' } },
    { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged-token' } },
    { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: id(), payload: { chainId: 666 } },
    { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: id(), payload: { isConnected: true } },
  ];
  for (const m of toParent) parent.postMessage(m, '*');
  for (let i = 0; i < parent.frames.length; i++) {
    const w = parent.frames[i];
    if (w === window) continue;
    w.postMessage({ type: '@w3m-app/SWITCH_NETWORK', id: id(), payload: { chainId: 666 } }, '*');
    w.postMessage({ type: '@w3m-app/IS_CONNECTED', id: id(), payload: {} }, '*');
  }
  document.title = 'forged';
`

/** The demo's page with another project id in its embedded config; its assets pass through. */
async function serveDapp(demoOrigin: string, url: URL, res: ServerResponse) {
  if (url.pathname.startsWith('/assets/')) {
    const asset = await fetch(`${demoOrigin}${url.pathname}`)
    res
      .writeHead(asset.status, {
        'content-type': asset.headers.get('content-type') ?? 'text/plain',
      })
      .end(Buffer.from(await asset.arrayBuffer()))
    return
  }
  const projectId = url.searchParams.get('projectId') ?? ''
  if (!/^[\w-]{1,64}$/.test(projectId)) return void res.writeHead(400).end()
  const html = (await (await fetch(`${demoOrigin}/`)).text()).replace(
    /"projectId":"[\w-]+"/,
    `"projectId":"${projectId}"`,
  )
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
}

export function startThirdOriginServer(
  port: number,
  frameSrc: string,
  demoOrigin: string,
): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname
    if (path === '/dapp' || path.startsWith('/assets/')) {
      serveDapp(demoOrigin, url, res).catch(() => res.writeHead(502).end())
      return
    }
    const body =
      path === '/embed-frame'
        ? page(embedFrameScript(frameSrc))
        : path === '/forge'
          ? page(forgeScript)
          : null
    if (!body) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
