// Where the end-to-end server on a port drops its e-mail (MAIL_DROP_DIR) and the tests read it.
import path from 'node:path'

export function e2eMailDir(port) {
  return path.resolve(import.meta.dirname, `../.tmp/e2e-mail-${port}`)
}
