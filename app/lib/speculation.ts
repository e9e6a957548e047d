// Speculation rules of a public page (docs/decisions/028). Links between public pages are
// plain document loads: the browser fetches the next page's document while the pointer
// rests on its link (or as it is pressed), so the load it starts is served from memory.
// Not prefetched: the dashboard and the endpoints, media files, and the links opened in
// place (tabs and pages of a list, in <in-place-tabs>: components/ui/Tabs.tsx).

const rules = {
	prefetch: [
		{
			source: 'document',
			where: {
				and: [
					{ href_matches: '/*' },
					{ not: { href_matches: '/admin' } },
					{ not: { href_matches: '/admin/*' } },
					{ not: { href_matches: '/api/*' } },
					{ not: { href_matches: '/media/*' } },
					{ not: { selector_matches: 'in-place-tabs a' } },
				],
			},
			eagerness: 'moderate',
		},
	],
}

/** The rules as the text of a `<script type="speculationrules">`. */
export const speculationRules = JSON.stringify(rules)
