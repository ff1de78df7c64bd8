import { PGlite } from '@electric-sql/pglite'
let t = Date.now()
const pg = new PGlite(); await pg.waitReady
console.log('ready', Date.now() - t); t = Date.now()
await pg.exec('create table x (a int)')
console.log('exec', Date.now() - t); t = Date.now()
const pg2 = new PGlite(); await pg2.waitReady
console.log('ready2', Date.now() - t); t = Date.now()
const dump = await pg2.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size); t = Date.now()
const pg3 = new PGlite({ loadDataDir: dump }); await pg3.waitReady
console.log('fromdump', Date.now() - t); t = Date.now()
