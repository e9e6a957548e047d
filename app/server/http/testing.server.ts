// Request classes for tests that render through React Router's handler without the
// request layer in front (the request layer's own tests use the real classifier).
import type { Classified, RequestKind } from './request-class.server.ts'

export function testRequestClass(
	kind: RequestKind,
	path = '/',
	overrides: Partial<Classified> = {},
): Classified {
	return {
		kind,
		routeId: 'test',
		path,
		isData: path.endsWith('.data'),
		guarded: kind === 'admin-page' || kind === 'admin-api' || kind === 'auth-api',
		query: '',
		renderPath: path,
		bodyLimit: 32 * 1024,
		takesPost: kind !== 'public-page',
		...overrides,
	}
}
