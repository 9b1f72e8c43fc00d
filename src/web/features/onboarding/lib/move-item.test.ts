import { describe, expect, it } from 'vitest'
import { moveItem } from './move-item.ts'

describe('moveItem', () => {
  const steps = ['a', 'b', 'c', 'd']

  it('moves an item down to the position it was dropped on', () => {
    expect(moveItem(steps, 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(steps, 1, 3)).toEqual(['a', 'c', 'd', 'b'])
  })

  it('moves an item up to the position it was dropped on', () => {
    expect(moveItem(steps, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveItem(steps, 2, 1)).toEqual(['a', 'c', 'b', 'd'])
  })

  it('keeps the order for a drop on itself or outside the list, and never changes its input', () => {
    expect(moveItem(steps, 1, 1)).toEqual(steps)
    expect(moveItem(steps, -1, 2)).toEqual(steps)
    expect(moveItem(steps, 0, 4)).toEqual(steps)
    expect(steps).toEqual(['a', 'b', 'c', 'd'])
  })
})
