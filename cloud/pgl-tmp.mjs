import { PGlite } from '@electric-sql/pglite'
let t = Date.now()
const pg = new PGlite(); await pg.waitReady
console.log('open ms', Date.now() - t)
await pg.query('create table t (j jsonb)')
t = Date.now()
const dump = await pg.dumpDataDir('none')
console.log('dump ms', Date.now() - t, dump.size)
t = Date.now()
const pg2 = new PGlite({ loadDataDir: dump }); await pg2.waitReady
console.log('load ms', Date.now() - t, (await pg2.query('select count(*) from t')).rows)
t = Date.now()
const pg3 = await PGlite.create({ loadDataDir: dump }); 
console.log('load3 ms', Date.now() - t)
