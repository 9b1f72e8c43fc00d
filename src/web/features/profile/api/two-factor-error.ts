/** A refusal from better-auth's two-factor endpoints: its code (INVALID_PASSWORD, INVALID_CODE...). */
export class TwoFactorRequestError extends Error {
  readonly code?: string
  readonly status?: number

  constructor(error: { code?: string; message?: string; status?: number }) {
    super(error.message ?? 'Two-factor request failed')
    this.name = 'TwoFactorRequestError'
    this.code = error.code
    this.status = error.status
  }
}

export function isTwoFactorRefusal(error: unknown, code: string): boolean {
  return error instanceof TwoFactorRequestError && error.code === code
}
