import { describe, expect, it } from 'vitest'

import { inlineArrowStep, swipeStep } from './inline-direction.ts'

describe('inlineArrowStep', () => {
	it('moves forward with the arrow that points along the line', () => {
		expect(inlineArrowStep('ArrowRight', 'ltr')).toBe(1)
		expect(inlineArrowStep('ArrowLeft', 'ltr')).toBe(-1)
		expect(inlineArrowStep('ArrowLeft', 'rtl')).toBe(1)
		expect(inlineArrowStep('ArrowRight', 'rtl')).toBe(-1)
	})

	it('leaves every other key alone', () => {
		expect(inlineArrowStep('ArrowDown', 'ltr')).toBeNull()
		expect(inlineArrowStep('Enter', 'rtl')).toBeNull()
	})
})

describe('swipeStep', () => {
	it('pulls the next item in from the end of the line', () => {
		// Left to right: the next one waits on the right, a swipe to the left brings it.
		expect(swipeStep(-80, 'ltr')).toBe(1)
		expect(swipeStep(80, 'ltr')).toBe(-1)
		// Right to left: it waits on the left.
		expect(swipeStep(80, 'rtl')).toBe(1)
		expect(swipeStep(-80, 'rtl')).toBe(-1)
	})

	it('takes a short movement for a tap, not a swipe', () => {
		expect(swipeStep(20, 'ltr')).toBeNull()
		expect(swipeStep(-47, 'rtl')).toBeNull()
		expect(swipeStep(48, 'rtl')).toBe(1)
	})
})
