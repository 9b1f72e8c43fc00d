import {
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

/** Spec §9: tooltips open after 700 ms, and at once when another closed less than 300 ms ago. */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
const SIDE_OFFSET_PX = 4
const VIEWPORT_MARGIN_PX = 8

/** When the last tooltip closed, shared by all of them (the skip delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY

type Side = 'right' | 'bottom'
type Position = { left: number; top: number }

function positionBeside(trigger: Element, side: Side): Position {
  const rect = trigger.getBoundingClientRect()
  return side === 'right'
    ? { left: rect.right + SIDE_OFFSET_PX, top: rect.top + rect.height / 2 }
    : { left: rect.left + rect.width / 2, top: rect.bottom + SIDE_OFFSET_PX }
}

type TriggerHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

type TooltipProps = {
  /** The tip's text; the trigger names itself (aria-label), the tip only describes it. */
  label: ReactNode
  side?: Side
  /** One element that passes pointer and focus handlers on to its DOM element (a Button, a NavLink). */
  children: ReactElement<TriggerHandlers & { 'aria-describedby'?: string }>
}

/**
 * Issue 12: a tooltip without Radix's popper (floating-ui, about 8 KB gzip, which every signed-in
 * first load carried for the sidebar and top bar). It behaves as Radix's did: a resting pointer opens
 * it after the delay, keyboard focus at once; leaving, blurring, pressing, Escape or scrolling closes
 * it; touch never opens it. It is fixed beside its trigger in a portal, so no scrolling sidebar clips
 * it, and kept inside the viewport.
 */
export function Tooltip({ label, side = 'bottom', children }: TooltipProps) {
  const id = useId()
  const [position, setPosition] = useState<Position | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const open = position !== null

  const show = (trigger: Element, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setPosition(positionBeside(trigger, side)), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setPosition((current) => {
      if (current) lastClosedAt = Date.now()
      return null
    })
  }

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('scroll', hide, { capture: true })
    }
  })

  const own = children.props
  const trigger = cloneElement(children, {
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      if (event.pointerType === 'touch') return
      show(event.currentTarget, Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event)
      hide()
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      hide()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      // Focus from the keyboard, not the focus a click gives a button.
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0)
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event)
      hide()
    },
  })

  return (
    <>
      {trigger}
      {position
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              data-slot="tooltip-content"
              data-side={side}
              ref={(element) => keepInViewport(element, position, side)}
              className="pointer-events-none fixed z-50 w-fit max-w-xs animate-in rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background fade-in-0 zoom-in-95"
            >
              {label}
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

/** Places the tip: centred beside its trigger, moved along that side to stay within the viewport. */
function keepInViewport(element: HTMLElement | null, position: Position, side: Side) {
  if (!element) return
  const { offsetWidth: width, offsetHeight: height } = element
  const clamp = (value: number, size: number, room: number) =>
    Math.max(VIEWPORT_MARGIN_PX, Math.min(value, room - size - VIEWPORT_MARGIN_PX))
  if (side === 'right') {
    element.style.left = `${position.left}px`
    element.style.top = `${clamp(position.top - height / 2, height, window.innerHeight)}px`
  } else {
    element.style.left = `${clamp(position.left - width / 2, width, window.innerWidth)}px`
    element.style.top = `${position.top}px`
  }
}
