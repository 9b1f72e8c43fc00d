import {
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  useState,
} from 'react'
import type { Button } from '#web/components/ui/button.tsx'

/** A menu that can render open: its own trigger, with `defaultOpen` opening it at once. */
type OpenableMenu<Props> = ComponentType<Props & { defaultOpen?: boolean }>
type TriggerProps = ComponentProps<typeof Button>

/**
 * Issue 12: a dropdown menu whose trigger paints with the page while the menu's code (Radix's menu,
 * floating-ui and the scroll lock: about 30 KB gzip) loads only when wanted. A pointer on the trigger,
 * a touch or focus starts loading it; a click, Enter, Space or ArrowDown opens it as soon as it is
 * there (the real menu takes the trigger's place, open, and gives focus back to its own trigger when
 * it closes). Once loaded, every later instance is the real menu from the start.
 *
 * `Trigger` must look exactly like the trigger the menu renders (the menu should use it too).
 */
export function deferredMenu<Props extends object>(
  load: () => Promise<OpenableMenu<Props>>,
  Trigger: ComponentType<Props & TriggerProps>,
): ComponentType<Props> {
  let loaded: OpenableMenu<Props> | undefined
  let loading: Promise<OpenableMenu<Props>> | undefined
  const start = () => {
    loading ??= load().then(
      (menu) => {
        loaded = menu
        return menu
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

  return function DeferredMenu(props: Props) {
    const [menu, setMenu] = useState(() => loaded)
    const [openAtOnce, setOpenAtOnce] = useState(false)
    if (menu) {
      const Menu = menu
      return <Menu {...props} defaultOpen={openAtOnce} />
    }
    const open = () => {
      setOpenAtOnce(true)
      start().then(
        (ready) => setMenu(() => ready),
        () => setOpenAtOnce(false),
      )
    }
    return (
      <Trigger
        {...props}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={open}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          open()
        }}
      />
    )
  }
}
