import { describe, expect, it } from 'vitest'
import { performerScore, rankTopPerformers, SCORE_WEIGHTS } from './performer-score.ts'

const base = {
  onboardingProgress: 0,
  conversations: 0,
  escalations: 0,
  activeEquipment: 0,
  totalEquipment: 0,
}

describe('performerScore', () => {
  it('weights add up to one, so a perfect dealer scores 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1)
    const perfect = {
      onboardingProgress: 100,
      conversations: 20,
      escalations: 0,
      activeEquipment: 3,
      totalEquipment: 3,
    }
    expect(performerScore(perfect, 20)).toBe(100)
  })

  it('a dealer with nothing scores 0 (no conversations is no evidence of good support)', () => {
    expect(performerScore(base, 0)).toBe(0)
    expect(performerScore(base, 10)).toBe(0)
  })

  it('combines the four parts with their weights', () => {
    // onboarding 50 -> 20; engagement 5/10 -> 15; equipment 1/2 -> 10; resolution 1 - 1/5 = 80% -> 8.
    const metrics = {
      onboardingProgress: 50,
      conversations: 5,
      escalations: 1,
      activeEquipment: 1,
      totalEquipment: 2,
    }
    expect(performerScore(metrics, 10)).toBe(53)
  })

  it('more escalations than conversations cannot push the score below the other parts', () => {
    const metrics = { ...base, conversations: 2, escalations: 5 }
    expect(performerScore(metrics, 2)).toBe(30)
  })
})

describe('rankTopPerformers', () => {
  it('ranks by score, breaks ties by name, leaves out zero scores and keeps at most the limit', () => {
    const dealers = [
      { ...base, name: 'Bravo', onboardingProgress: 50 },
      { ...base, name: 'Alpha', onboardingProgress: 50 },
      { ...base, name: 'Charlie', onboardingProgress: 100 },
      { ...base, name: 'Zero' },
      { ...base, name: 'Delta', onboardingProgress: 10 },
    ]
    expect(rankTopPerformers(dealers, 10).map((dealer) => dealer.name)).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
      'Delta',
    ])
    expect(rankTopPerformers(dealers, 2).map((dealer) => [dealer.name, dealer.score])).toEqual([
      ['Charlie', 40],
      ['Alpha', 20],
    ])
  })

  it('measures engagement against the most active dealer', () => {
    const ranked = rankTopPerformers(
      [
        { ...base, name: 'Busy', conversations: 8 },
        { ...base, name: 'Quiet', conversations: 2 },
      ],
      10,
    )
    // Busy: 30 + resolution 10 = 40; Quiet: 30 * 2/8 = 7.5 + 10 = 17.5.
    expect(ranked.map((dealer) => dealer.score)).toEqual([40, 17.5])
  })
})
