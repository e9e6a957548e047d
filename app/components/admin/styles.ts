import adminCss from '#app/admin.css?url'

/**
 * The dashboard's stylesheet, for every admin route's `links` (the layout, and the
 * sign-in pages outside it). Public pages never download it.
 */
export const adminStylesheet = {
	rel: 'stylesheet',
	href: adminCss,
	precedence: 'high',
} as const
