// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BotAvatar } from '#web/components/bot-avatar.tsx'

const draw = (props: Parameters<typeof BotAvatar>[0]) => render(createElement(BotAvatar, props)).container

afterEach(cleanup)

describe('BotAvatar', () => {
  it('draws a preset as its icon, never as an image address (the CSP would block "preset:2")', () => {
    const avatar = draw({ avatarUrl: 'preset:2', type: 'support', name: 'Support Assistant' })
    expect(avatar.querySelector('img')).toBeNull()
    // Issue 36: drawn, not an emoji that needs a colour-emoji font (empty boxes without one).
    expect(avatar.querySelector('svg')).not.toBeNull()
    expect(avatar.textContent).toBe('')
    expect(avatar.firstElementChild?.className).toMatch(/bg-amber-100/)
  })

  it('draws each preset with its own icon', () => {
    const drawings = Array.from({ length: 8 }, (_, i) => draw({ avatarUrl: `preset:${i + 1}` }).innerHTML)
    expect(new Set(drawings.map((html) => html.match(/<svg[^>]*class="([^"]*)"/)?.[1])).size).toBe(8)
  })

  it('shows an uploaded image', () => {
    const avatar = draw({ avatarUrl: '/api/bots/b1/avatar', type: 'support' })
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('/api/bots/b1/avatar')
  })

  it("tints the bot icon by the bot's type when there is no avatar", () => {
    expect(draw({ avatarUrl: null, type: 'technical' }).firstElementChild?.className).toMatch(/bg-amber-100/)
    expect(draw({ avatarUrl: null }).firstElementChild?.className).toMatch(/bg-muted/)
  })
})
