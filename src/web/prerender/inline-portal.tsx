import { Slot } from 'radix-ui'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'

type PortalProps = ComponentPropsWithoutRef<'div'> & { asChild?: boolean; container?: Element | null }

/**
 * What `@radix-ui/react-portal` is in the server-side build (prerender-plugin.ts swaps it in): there
 * is no document body to move into, so a portal's content renders where it stands. Radix's own portal
 * renders nothing on the server (it waits for its first effect), which would leave a dialog out of
 * the server's HTML altogether; the server places that HTML itself (src/server/lib/server-tour.ts).
 */
export const Portal = forwardRef<HTMLDivElement, PortalProps>(function Portal(
  { asChild, container: _container, ...props },
  ref,
) {
  return asChild ? <Slot.Root {...props} ref={ref} /> : <div {...props} ref={ref} />
})

export const Root = Portal
