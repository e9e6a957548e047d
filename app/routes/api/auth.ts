// better-auth's HTTP API under /api/auth/* (see handleAuthApi for the endpoints exposed).
import { handleAuthApi } from '#app/server/auth/api.server.ts'

import type { Route } from './+types/auth'

export function loader({ request }: Route.LoaderArgs) {
	return handleAuthApi(request)
}

export function action({ request }: Route.ActionArgs) {
	return handleAuthApi(request)
}
