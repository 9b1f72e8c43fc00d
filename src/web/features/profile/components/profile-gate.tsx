import type { ReactNode } from 'react'

/** Placeholder: the complete-profile form and welcome tour (spec §2.6) are being built. */
export function ProfileGate({ children }: { children: ReactNode }) {
  return children
}
