// The classifier asks React Router's matcher about only the routes that can match a path
// (FirstSegmentMatcher); this walks the app's real route table and checks that the answer is
// always the one the whole table gives.
import type { RouteObject } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { FirstSegmentMatcher, routeTree } from './request-class.server.ts'
import { loadServerBuild } from './server-build-testing.server.ts'

let vite: ViteDevServer
let routes: RouteObject[]

beforeAll(async () => {
	const loaded = await loadServerBuild()
	vite = loaded.vite
	routes = routeTree(loaded.build.routes)
}, 60_000)

afterAll(async () => {
	await vite?.close()
})

/** Every full pattern of the table (`admin/inbox`, `portfolio/:slug`, `*`, …). */
function patterns(list: RouteObject[], parent = ''): string[] {
	return list.flatMap((route) => {
		const full = [parent, route.path].filter(Boolean).join('/')
		return [full, ...patterns(route.children ?? [], full)]
	})
}

/** Paths a pattern stands for, in several spellings, and a few near it. */
function pathsFor(pattern: string): string[] {
	const filled = pattern
		.split('/')
		.filter(Boolean)
		.map((segment) =>
			segment === '*' ? 'rest/of/it' : segment.startsWith(':') ? 'some-value' : segment,
		)
		.map((segment) => segment.replace(/\?$/, ''))
	const path = `/${filled.join('/')}`
	return [
		path,
		path.toUpperCase(),
		`${path}/extra`,
		`${path}x`,
		`/x${path.slice(1)}`,
		`${path}.data`,
		path.replace(/^\/(.)/, (_all, letter: string) => `/${letter.toUpperCase()}`),
	]
}

describe('the classifier’s match', () => {
	test('is the whole route table’s match for every route, spelling and near miss', () => {
		const matcher = new FirstSegmentMatcher(routes)
		const paths = new Set<string>([
			'/',
			'/nothing-here',
			'/nothing/here/at/all',
			'/ADMIN',
			'/Api/Contact',
			'/api',
			'/api/unknown',
			'/admin/unknown/deeper',
			'/portfolio/',
			'/ünïcode/päth',
			'/KELVIN-\u212A',
			...patterns(routes).flatMap(pathsFor),
		])
		expect(paths.size).toBeGreaterThan(200)
		const ids = (matches: ReturnType<FirstSegmentMatcher['matchAll']>) =>
			matches?.map((match) => [match.route.id, match.pathname, match.params])
		for (const path of paths) {
			const segments = path.split('/').filter(Boolean)
			expect(ids(matcher.match(segments, path)), path).toEqual(
				ids(matcher.matchAll(path)),
			)
		}
	})
})
