import { describe, expect, it } from 'vitest'

import {
	brightness,
	parseHexColor,
	projectPalette,
	textColorFor,
	toHexColor,
} from './colors.ts'

describe('colour rules', () => {
	it('parses short and long hex, with or without #', () => {
		expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 })
		expect(parseHexColor('4D92CE')).toEqual({ r: 77, g: 146, b: 206 })
		expect(parseHexColor('blue')).toBeNull()
		expect(parseHexColor('#12345')).toBeNull()
	})

	it('uses black text above the threshold of 186 and white at or below it', () => {
		expect(textColorFor('#FFFFFF')).toBe('#000000')
		expect(textColorFor('#000000')).toBe('#FFFFFF')
		expect(textColorFor('#2D2D75')).toBe('#FFFFFF')
		expect(textColorFor('#4D92CE')).toBe('#FFFFFF')
		expect(textColorFor('#F2A541')).toBe('#FFFFFF')
		expect(textColorFor('#F9E79F')).toBe('#000000')
		// #BABABA has brightness exactly 186: not above the threshold.
		expect(brightness('#BABABA')).toBeCloseTo(186)
		expect(textColorFor('#BABABA')).toBe('#FFFFFF')
		// One step brighter (187) is above it.
		expect(textColorFor('#BBBBBB')).toBe('#000000')
		expect(textColorFor('#BBBBBB')).toBe('#000000')
		expect(textColorFor('not a colour')).toBe('#FFFFFF')
	})

	it('falls back to the two default blues when no colour is set', () => {
		expect(projectPalette({})).toEqual(['#4D92CE', '#2D2D75'])
		expect(
			projectPalette({ primaryColor: '#111', secondaryColor: '', accentColor: null }),
		).toEqual(['#111'])
		expect(
			projectPalette({
				primaryColor: '#111',
				secondaryColor: '#222',
				accentColor: '#333',
			}),
		).toHaveLength(3)
	})

	it('normalises to #RRGGBB', () => {
		expect(toHexColor('#abc')).toBe('#AABBCC')
		expect(toHexColor('nope')).toBeNull()
	})
})
