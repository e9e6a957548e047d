import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import type { ImageRef } from '#app/lib/types.ts'

import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage.tsx'

const render = (props: ResponsiveImageProps) =>
	renderToStaticMarkup(createElement(ResponsiveImage, props))

const piped: ImageRef = {
	url: '/media/projectImages/m1/original.png',
	name: 'app.png',
	mediaId: 'm1',
	width: 700,
	height: 525,
	alt: 'The app on a phone',
}

test('a pipeline image: <picture> with AVIF then WebP srcset, sizes, lazy at low priority (decision 035)', () => {
	const html = render({
		image: piped,
		sizes: '(min-width: 768px) 50vw, 100vw',
		className: 'w-full',
	})
	expect(html).toBe(
		'<picture>' +
			'<source type="image/avif" srcSet="/media/projectImages/m1/320.avif 320w, /media/projectImages/m1/640.avif 640w, /media/projectImages/m1/700.avif 700w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
			'<source type="image/webp" srcSet="/media/projectImages/m1/320.webp 320w, /media/projectImages/m1/640.webp 640w, /media/projectImages/m1/700.webp 700w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
			'<img class="w-full" src="/media/projectImages/m1/original.png" alt="The app on a phone" width="700" height="525" loading="lazy" decoding="async" fetchPriority="low"/>' +
			'</picture>',
	)
})

test('priority: eager, fetchpriority high', () => {
	const html = render({ image: piped, priority: true, alt: '' })
	expect(html).toContain('loading="eager"')
	expect(html).toContain('fetchPriority="high"')
	expect(html).toContain('alt=""')
	expect(html).not.toContain('decoding')
})

test('any other ImageRef: a plain <img>, with whatever size it knows', () => {
	expect(
		render({
			image: { url: '/media/seed/x.webp', name: 'x.webp', width: 1600, height: 600 },
		}),
	).toBe(
		'<img src="/media/seed/x.webp" alt="" width="1600" height="600" loading="lazy" decoding="async" fetchPriority="low"/>',
	)
	expect(
		render({ image: { url: 'https://example.com/a.png', name: 'a.png' }, alt: 'A' }),
	).toBe(
		'<img src="https://example.com/a.png" alt="A" loading="lazy" decoding="async" fetchPriority="low"/>',
	)
	const svg = render({
		image: {
			url: '/media/clients/m2/original.svg',
			name: 'l.svg',
			mediaId: 'm2',
			width: 120,
			height: 40,
		},
	})
	expect(svg).not.toContain('<picture')
})

test('a placeholder paints behind the image until it loads', () => {
	const html = render({ image: piped, placeholder: 'data:image/webp;base64,AAAA' })
	expect(html).toContain(
		'style="background-image:url(&quot;data:image/webp;base64,AAAA&quot;);background-size:cover;background-position:center"',
	)
})

test("without the prop, the image's own placeholder paints; null turns it off", () => {
	const image = { ...piped, placeholder: 'data:image/webp;base64,BBBB' }
	expect(render({ image })).toContain(
		'background-image:url(&quot;data:image/webp;base64,BBBB',
	)
	expect(render({ image, placeholder: null })).not.toContain('background-image')
})
