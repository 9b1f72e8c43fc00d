// `npm run dev`: the API server with restarts on change, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const env = { NODE_ENV: 'development', ...process.env }
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'src/server/index.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exit(code ?? 0)
  })
