import { describe, expect, test } from 'vitest'

import { isHexColor } from '#app/lib/colors.ts'
import { DEFAULT_PHASES } from '#app/lib/phases.ts'
import { parsePrototype } from '#app/lib/prototype.ts'

import { SEED_CLIENT_LOGOS, SEED_PROJECTS, SEED_TESTIMONIALS } from './content.ts'

const visible = SEED_PROJECTS.filter((project) => project.visible)

describe('demo content', () => {
	test.each([
		['portfolio', 'mobile'],
		['portfolio', 'website'],
		['products', 'mobile'],
		['products', 'website'],
	] as const)(
		'has at least 4 visible %s %s projects, alternating left and right',
		(collection, type) => {
			const list = visible.filter((p) => p.collection === collection && p.type === type)
			expect(list.length).toBeGreaterThanOrEqual(4)
			expect(list.map((p) => p.align)).toEqual(
				list.map((_, i) => (i % 2 === 0 ? 'left' : 'right')),
			)
			for (const project of list) expect(project.status).toBe('published')
		},
	)

	test('has exactly one hidden draft', () => {
		const hidden = SEED_PROJECTS.filter((project) => !project.visible)
		expect(hidden).toHaveLength(1)
		expect(hidden[0]!.status).toBe('draft')
	})

	test('ids and names are unique and ids are readable slugs', () => {
		expect(new Set(SEED_PROJECTS.map((p) => p.id)).size).toBe(SEED_PROJECTS.length)
		expect(new Set(SEED_PROJECTS.map((p) => p.name)).size).toBe(SEED_PROJECTS.length)
		for (const project of SEED_PROJECTS)
			expect(project.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
	})

	test.each(SEED_PROJECTS.map((p) => [p.id, p] as const))(
		'%s is complete',
		(_id, project) => {
			expect(project.description.length).toBeGreaterThan(40)
			expect(project.description).not.toMatch(/lorem/i)
			expect(project.intro).toContain(project.name)
			expect(project.intro).toMatch(
				/\b(Brand|Design|Development|UI\/UX|Mobile App|Web App|Platform)\b/,
			)
			expect(project.features.length).toBeGreaterThanOrEqual(3)
			expect(project.features.length).toBeLessThanOrEqual(5)
			for (const feature of project.features) {
				expect(feature.title).not.toBe('')
				expect(feature.description).not.toBe('')
			}
			expect(project.platforms.length).toBeGreaterThan(0)
			expect(isHexColor(project.primaryColor)).toBe(true)
			expect(isHexColor(project.secondaryColor)).toBe(true)
			if (project.accentColor !== null) expect(isHexColor(project.accentColor)).toBe(true)
			for (const link of project.prototype) expect(parsePrototype(link).ok).toBe(true)
			expect(project.phases).toEqual(DEFAULT_PHASES[project.type])
			// The main image plus 2–3 gallery screens, each with a text alternative.
			expect(project.art.screens.length).toBeGreaterThanOrEqual(3)
			expect(project.art.screens.length).toBeLessThanOrEqual(4)
			for (const screen of project.art.screens)
				expect(screen.alt.length).toBeGreaterThan(10)
		},
	)

	test('some projects have a prototype and some do not', () => {
		const withPrototype = SEED_PROJECTS.filter((p) => p.prototype.length > 0).length
		expect(withPrototype).toBeGreaterThan(0)
		expect(withPrototype).toBeLessThan(SEED_PROJECTS.length)
	})

	test('has 4 testimonials, some quotes with line breaks', () => {
		expect(SEED_TESTIMONIALS).toHaveLength(4)
		expect(SEED_TESTIMONIALS.some((t) => t.quote.includes('\n'))).toBe(true)
		for (const testimonial of SEED_TESTIMONIALS) {
			expect(testimonial.title).toMatch(/, /)
			const sentences = testimonial.quote.split(/(?<=[.!?])\s+/).filter(Boolean)
			expect(sentences.length).toBeGreaterThanOrEqual(2)
			expect(sentences.length).toBeLessThanOrEqual(4)
		}
	})

	test('has 10 visible client logos and one hidden, with unique names', () => {
		expect(SEED_CLIENT_LOGOS.filter((logo) => logo.visible)).toHaveLength(10)
		expect(SEED_CLIENT_LOGOS.filter((logo) => !logo.visible)).toHaveLength(1)
		expect(new Set(SEED_CLIENT_LOGOS.map((logo) => logo.name)).size).toBe(
			SEED_CLIENT_LOGOS.length,
		)
	})
})
