import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const meta = JSON.parse(readFileSync('build/metafile.js.json', 'utf8'))
const entryOf = (ep) => Object.entries(meta.outputs).find(([f, o]) => o.entryPoint === ep && f.endsWith('.js'))[0]
for (const arg of process.argv.slice(2)) {
  const routes = arg.split('+')
  const start = [entryOf('app/entry.client.tsx'), entryOf('browser-route-module:root.tsx?browser'), ...routes.map((r) => entryOf(`browser-route-module:routes/${r}.tsx?browser`))]
  const seen = new Set(start), q = [...start]
  while (q.length) { const f = q.shift(); for (const i of meta.outputs[f].imports) if (i.kind === 'import-statement' && !seen.has(i.path)) { seen.add(i.path); q.push(i.path) } }
  const files = [...seen]
  const gz = files.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0)
  const inputs = files.flatMap((f) => Object.keys(meta.outputs[f].inputs))
  const zod = inputs.filter((i) => i.includes('node_modules/zod')).length
  const zodFiles = files.filter((f) => Object.keys(meta.outputs[f].inputs).some((i) => i.includes('node_modules/zod')))
  const why = [...new Set(files.flatMap((f) => Object.keys(meta.outputs[f].inputs)).filter((i) => !i.includes('node_modules')))].filter((i) => /schema|forms|zod/.test(i))
  console.log(arg, (gz / 1024).toFixed(1), 'kB', files.length, 'files; zod inputs', zod, zodFiles.map(f=>f.split('/').pop()).join(','), '\n   ', why.join(' '))
}
