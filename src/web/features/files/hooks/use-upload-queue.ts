import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DocumentCategory, DocumentItem, UploadDocumentsResponse } from '#shared/schemas/files'
import { filesQueryKeys } from '#web/features/files/api/files-query-keys.ts'
import { newActionKey } from '#web/lib/api-client.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { uploadFiles } from '#web/lib/uploads/upload-files.ts'
import { queueOrUpload, subscribeToQueuedUploadOutcomes } from '#web/lib/uploads/upload-queue.ts'

/** 'waiting': no connection, so the upload is kept on the device and sent when the connection returns. */
export type QueuedStatus = 'queued' | 'uploading' | 'waiting' | 'done' | 'error'

export interface QueuedFile {
  key: string
  /** This file's upload as one user action (newActionKey): every attempt sends it, one document results. */
  actionKey: string
  file: File
  status: QueuedStatus
  /** 0..1 */
  progress: number
  error?: unknown
  document?: DocumentItem
  /** The entry in the offline upload queue while the row is 'waiting'. */
  offlineId?: string
}

export interface UploadDetails {
  title: string
  category: DocumentCategory
  dealerId?: string
  note: string
}

let nextKey = 0

/**
 * The files picked for upload, each sent in its own request so each has its own progress bar and
 * its own result: one refused file does not hold back the others. Without a connection a file goes
 * to the offline upload queue instead ('waiting'); its row follows it when the queue sends it.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient()
  const userId = useCurrentUser().user.id
  const [items, setItems] = useState<QueuedFile[]>([])
  const [running, setRunning] = useState(false)
  const itemsRef = useRef(items)
  itemsRef.current = items

  const update = useCallback((key: string, change: Partial<QueuedFile>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  useEffect(
    () =>
      subscribeToQueuedUploadOutcomes((outcome) => {
        setItems((current) =>
          current.map((item): QueuedFile => {
            if (item.offlineId !== outcome.id) return item
            if (outcome.status === 'refused') return { ...item, status: 'error', error: outcome.error }
            // Rows only queue new documents, so the answer is the one of POST /api/files.
            const { documents } = outcome.response as UploadDocumentsResponse
            return { ...item, status: 'done', progress: 1, document: documents[0] }
          }),
        )
      }),
    [],
  )

  /** Files over the limit are marked refused at once: no point sending megabytes to hear it. */
  const add = useCallback((files: Iterable<File>, maxBytes?: number) => {
    const added = [...files].map((file): QueuedFile => {
      const key = `f${nextKey++}`
      const actionKey = newActionKey()
      if (maxBytes !== undefined && file.size > maxBytes) {
        const limit = `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`
        return {
          key,
          actionKey,
          file,
          status: 'error',
          progress: 0,
          error: new Error(`The file is larger than ${limit}.`),
        }
      }
      return { key, actionKey, file, status: 'queued', progress: 0 }
    })
    setItems((current) => [...current.filter((item) => item.status !== 'done'), ...added])
  }, [])

  const remove = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key))
  }, [])

  const clear = useCallback(() => setItems([]), [])

  const start = useCallback(
    async (details: UploadDetails) => {
      setRunning(true)
      let noneRefused = true
      const waiting = itemsRef.current.filter((item) => item.status === 'queued')
      for (const item of waiting) {
        update(item.key, { status: 'uploading', progress: 0, error: undefined })
        const form = new FormData()
        // With several files, each keeps its own name as title unless one title was given for all.
        if (details.title.trim()) form.append('title', details.title.trim())
        form.append('category', details.category)
        if (details.dealerId) form.append('dealerId', details.dealerId)
        if (details.note.trim()) form.append('note', details.note.trim())
        form.append('file', item.file, item.file.name)
        try {
          const result = await queueOrUpload<UploadDocumentsResponse>(form, {
            ownerId: userId,
            idempotencyKey: item.actionKey,
            send: (formData, url, idempotencyKey) =>
              uploadFiles(formData, {
                url,
                idempotencyKey,
                onProgress: (progress) => update(item.key, { progress }),
              }),
          })
          if (result.status === 'queued') update(item.key, { status: 'waiting', offlineId: result.id })
          else update(item.key, { status: 'done', progress: 1, document: result.response.documents[0] })
        } catch (error) {
          update(item.key, { status: 'error', error })
          noneRefused = false
        }
      }
      setRunning(false)
      await queryClient.invalidateQueries({ queryKey: filesQueryKeys.all })
      return noneRefused
    },
    [queryClient, update, userId],
  )

  return { items, running, add, remove, clear, start }
}
