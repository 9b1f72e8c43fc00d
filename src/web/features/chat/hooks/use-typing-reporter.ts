import { useCallback, useEffect, useRef } from 'react'
import { TYPING_IDLE_RESET_MS, TYPING_SAFETY_RESET_MS } from '#shared/constants/chat'
import { setTyping } from '#web/features/chat/api/chat-session-actions.ts'

/**
 * Spec §4 and §9 typing: set while the input is non-empty; reset 3 s after the last keystroke, on
 * send, after 10 s at most, and when leaving the conversation.
 */
export function useTypingReporter(sessionId: string | null) {
  const typingRef = useRef(false)
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const safetyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const stop = useCallback(() => {
    clearTimeout(idleTimer.current)
    clearTimeout(safetyTimer.current)
    if (!typingRef.current || !sessionId) return
    typingRef.current = false
    void setTyping(sessionId, false).catch(() => {})
  }, [sessionId])

  const onInput = useCallback(
    (value: string) => {
      if (!sessionId) return
      if (!value.trim()) {
        stop()
        return
      }
      if (!typingRef.current) {
        typingRef.current = true
        void setTyping(sessionId, true).catch(() => {})
        safetyTimer.current = setTimeout(stop, TYPING_SAFETY_RESET_MS)
      }
      clearTimeout(idleTimer.current)
      idleTimer.current = setTimeout(stop, TYPING_IDLE_RESET_MS)
    },
    [sessionId, stop],
  )

  // Leaving the conversation (or switching to another) clears the indicator.
  useEffect(() => stop, [stop])

  return { onInput, stop }
}
