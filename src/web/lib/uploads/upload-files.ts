import type { UploadDocumentsResponse } from '#shared/schemas/files'
import { ApiError, IDEMPOTENCY_HEADER } from '#web/lib/api-client.ts'

export interface UploadOptions {
  /** POST target: '/api/files' for new documents, '/api/files/:id/versions' for a resubmission. */
  url?: string
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The upload's action key (newActionKey): sent again with the same key, it makes one document. */
  idempotencyKey?: string
}

/**
 * Sends a multipart upload with XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the parsed JSON answer; rejects with an ApiError carrying the server's message
 * (status 0 when the server could not be reached, so an offline queue can retry it).
 */
export function uploadFiles<T = UploadDocumentsResponse>(
  formData: FormData,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', options.url ?? '/api/files')
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    if (options.idempotencyKey) request.setRequestHeader(IDEMPOTENCY_HEADER, options.idempotencyKey)
    request.responseType = 'text'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const payload = parseJson(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1)
        resolve(payload as T)
        return
      }
      reject(errorOf(request.status, request.statusText, payload))
    }
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.'),
      )
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(formData)
  })
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function errorOf(status: number, statusText: string, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${status}`
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : statusText || `Upload failed with status ${status}`
  return new ApiError(status, code, message, error?.details)
}
