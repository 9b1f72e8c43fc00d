import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
  useState,
} from 'react'

/**
 * What the overlay's module gets besides its own props: `defaultOpen` opens it at once; a menu passes
 * `openedFromKeyboard` on to its DropdownMenu (ui/dropdown-menu.tsx).
 */
export type DeferredOverlayProps = { defaultOpen?: boolean; openedFromKeyboard?: boolean }

/** An overlay that can render open: its own trigger, opened at once by `defaultOpen`. */
type OpenableOverlay<Props> = ComponentType<Props & DeferredOverlayProps>

/** What the stand-in trigger must pass on to its button. */
export type DeferredTriggerProps = {
  'aria-haspopup': 'menu' | 'dialog'
  'aria-expanded': false
  onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => void
  onTouchStart: (event: TouchEvent<HTMLButtonElement>) => void
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

type DeferredOverlayOptions<Props> = {
  /** A dropdown menu (ArrowDown opens it too) or a dialog or sheet. */
  popup: 'menu' | 'dialog'
  load: () => Promise<OpenableOverlay<Props>>
  /** The button the overlay renders as its trigger, drawn exactly alike, with `triggerProps` on it. */
  trigger: (props: Props, triggerProps: DeferredTriggerProps) => ReactElement
}

/**
 * Issue 12: a dropdown menu or dialog whose trigger paints with the page while the overlay's code
 * (Radix's menu or dialog, floating-ui, the focus trap and the scroll lock: over 20 KB gzip) loads
 * only when wanted. A pointer on the trigger, a touch or focus starts loading it; a click, Enter,
 * Space (or ArrowDown on a menu) opens it as soon as it is there: the real overlay takes the
 * trigger's place, open, and gives focus back to its own trigger when it closes. Once loaded, every
 * later instance is the real overlay from the start.
 */
export function deferredOverlay<Props extends object>({
  popup,
  load,
  trigger,
}: DeferredOverlayOptions<Props>): ComponentType<Props> {
  let loaded: OpenableOverlay<Props> | undefined
  let loading: Promise<OpenableOverlay<Props>> | undefined
  const start = () => {
    loading ??= load().then(
      (overlay) => {
        loaded = overlay
        return overlay
      },
      (error: unknown) => {
        // A failed load (network) is tried again on the next sign of intent.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const preload = () => void start().catch(() => {})

  return function DeferredOverlay(props: Props) {
    const [overlay, setOverlay] = useState(() => loaded)
    const [openAtOnce, setOpenAtOnce] = useState(false)
    const [fromKeyboard, setFromKeyboard] = useState(false)
    if (overlay) {
      const Overlay = overlay
      return <Overlay {...props} defaultOpen={openAtOnce} openedFromKeyboard={openAtOnce && fromKeyboard} />
    }
    const open = (withKeyboard: boolean) => {
      setOpenAtOnce(true)
      setFromKeyboard(withKeyboard)
      start().then(
        (ready) => setOverlay(() => ready),
        () => setOpenAtOnce(false),
      )
    }
    return trigger(props, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: preload,
      onTouchStart: preload,
      onFocus: preload,
      // Enter and Space click a button with no pointer: `detail` counts pointer clicks.
      onClick: (event) => open(event.detail === 0),
      onKeyDown: (event) => {
        if (popup !== 'menu' || event.key !== 'ArrowDown') return
        event.preventDefault()
        open(true)
      },
    })
  }
}
