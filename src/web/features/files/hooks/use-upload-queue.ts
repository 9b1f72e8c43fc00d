import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { DocumentCategory, DocumentItem } from '#shared/schemas/files'
import { filesQueryKeys } from '../api/files-query-keys.ts'
import { uploadFiles } from '../api/upload-files.ts'

export type QueuedStatus = 'queued' | 'uploading' | 'done' | 'error'

export interface QueuedFile {
  key: string
  file: File
  status: QueuedStatus
  /** 0..1 */
  progress: number
  error?: unknown
  document?: DocumentItem
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
 * its own result: one refused file does not hold back the others.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient()
  const [items, setItems] = useState<QueuedFile[]>([])
  const [running, setRunning] = useState(false)
  const itemsRef = useRef(items)
  itemsRef.current = items

  const update = useCallback((key: string, change: Partial<QueuedFile>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  /** Files over the limit are marked refused at once: no point sending megabytes to hear it. */
  const add = useCallback((files: Iterable<File>, maxBytes?: number) => {
    const added = [...files].map((file): QueuedFile => {
      const key = `f${nextKey++}`
      if (maxBytes !== undefined && file.size > maxBytes) {
        const limit = `${Math.round((maxBytes / (1024 * 1024)) * 10) / 10} MB`
        return {
          key,
          file,
          status: 'error',
          progress: 0,
          error: new Error(`The file is larger than ${limit}.`),
        }
      }
      return { key, file, status: 'queued', progress: 0 }
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
      let allSent = true
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
          const { documents } = await uploadFiles(form, {
            onProgress: (progress) => update(item.key, { progress }),
          })
          update(item.key, { status: 'done', progress: 1, document: documents[0] })
        } catch (error) {
          update(item.key, { status: 'error', error })
          allSent = false
        }
      }
      setRunning(false)
      await queryClient.invalidateQueries({ queryKey: filesQueryKeys.all })
      return allSent
    },
    [queryClient, update],
  )

  return { items, running, add, remove, clear, start }
}
