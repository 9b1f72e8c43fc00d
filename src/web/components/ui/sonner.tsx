import type * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'
import { useResolvedTheme } from '#web/lib/theme.ts'
import { useToastClearance } from '#web/lib/toast-clearance.ts'

function Toaster(props: ToasterProps) {
  const theme = useResolvedTheme()
  // A bar at the bottom of the page (the chat's message box) keeps the toasts above it.
  const clearance = useToastClearance()
  const lifted = clearance > 0 ? { bottom: clearance } : undefined
  return (
    <Sonner
      theme={theme}
      // Every interface language is written left to right. Without it sonner asks for the page's
      // computed direction on every render, which makes the browser compute the styles of the whole
      // page in the middle of the first render (issue 12 profile).
      dir="ltr"
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      offset={lifted}
      mobileOffset={lifted}
      {...props}
    />
  )
}

export { Toaster }
