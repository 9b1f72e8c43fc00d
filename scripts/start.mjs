// `npm start`: build the web app if needed, then run the server (migrations and first-start seed
// happen inside it).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildWebIfNeeded } from './web-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
buildWebIfNeeded()
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
