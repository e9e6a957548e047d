// Builders for valid model inputs, shared by tests and demo content: each returns a
// complete input with sensible values, overridden by whatever is passed.
import { defaultPhasesFor } from '#app/lib/phases.ts'
import { richFromPlainText } from '#app/lib/rich-text.ts'
import { NO_PAGE_SEARCH } from '#app/schemas/search.ts'
import type { ImageRef, ProjectInput, TestimonialInput } from '#app/lib/types.ts'

export function makeImage(name: string, overrides: Partial<ImageRef> = {}): ImageRef {
	return { url: `/media/${name}`, name, ...overrides }
}

export function makeProjectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
	const type = overrides.type ?? 'mobile'
	return {
		name: 'Sample Project',
		// Empty: made from the name when the project is created (unique in its collection).
		slug: '',
		type,
		collection: 'portfolio',
		category: type === 'mobile' ? 'Mobile Application' : 'Website',
		description: 'A short description of the project.',
		banner: makeImage('banners/sample-banner.png'),
		image: makeImage('projectImages/sample.png'),
		intro: richFromPlainText(
			'An introduction to the project, its Brand, Design and Development.',
		),
		features: [
			{ title: 'Fast', description: richFromPlainText('Loads in the blink of an eye.') },
		],
		platforms: type === 'mobile' ? ['iOS', 'Android'] : ['Web'],
		primaryColor: '#4D92CE',
		secondaryColor: '#2D2D75',
		accentColor: null,
		prototype: ['https://www.figma.com/proto/abc123/Sample'],
		productImages: [makeImage('productImages/sample-1.png')],
		align: 'left',
		visible: true,
		status: 'published',
		phases: defaultPhasesFor(type),
		seo: { ...NO_PAGE_SEARCH },
		...overrides,
	}
}

export function makeTestimonialInput(
	overrides: Partial<TestimonialInput> = {},
): TestimonialInput {
	return {
		name: 'Jordan Reyes',
		title: 'CTO, Northwind',
		quote: richFromPlainText('They delivered on time.\nAnd it just works.'),
		logoLight: makeImage('testimonials/northwind-light.svg'),
		logoDark: makeImage('testimonials/northwind-dark.svg'),
		image: makeImage('testimonials/jordan.jpg'),
		...overrides,
	}
}
