// POST /api/vitals: a page visit and its Web Vitals from the reporter (app/client/vitals.ts),
// sent with sendBeacon as the page is hidden; 204 once stored (decision 027).
import type { RouteHandle } from '#app/lib/route-handle.ts'
import { BEACON_MAX_BYTES } from '#app/lib/web-vitals.ts'
import {
	beaconMethodNotAllowed,
	handleBeacon,
} from '#app/server/analytics/beacon.server.ts'

import type { Route } from './+types/vitals'

export const handle: RouteHandle = { bodyLimit: BEACON_MAX_BYTES }

export function loader() {
	return beaconMethodNotAllowed()
}

export function action({ request, context }: Route.ActionArgs) {
	return handleBeacon(request, context)
}
