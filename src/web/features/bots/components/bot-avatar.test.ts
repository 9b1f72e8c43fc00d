// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BotAvatar } from '#web/components/bot-avatar.tsx'

const draw = (props: Parameters<typeof BotAvatar>[0]) => render(createElement(BotAvatar, props)).container

afterEach(cleanup)

describe('BotAvatar', () => {
  it('draws a preset as its emoji, never as an image address (the CSP would block "preset:2")', () => {
    const avatar = draw({ avatarUrl: 'preset:2', type: 'support', name: 'Support Assistant' })
    expect(avatar.querySelector('img')).toBeNull()
    expect(avatar.textContent).toBe('🔧')
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
