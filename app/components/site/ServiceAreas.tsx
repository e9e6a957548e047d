// The three services (spec §2 Services), as the home page and the Services page name them.
import type { MessageId } from '#app/i18n/words.ts'

export type ServiceTab = 'mobile' | 'websites' | 'smart-systems'

export const SERVICE_TABS: readonly ServiceTab[] = ['mobile', 'websites', 'smart-systems']

export const DEFAULT_SERVICE_TAB: ServiceTab = 'mobile'

/** Each service's name: its words' id in the interface catalogue. */
export const SERVICE_LABELS: Record<ServiceTab, MessageId> = {
	mobile: 'tabs.mobile',
	websites: 'tabs.websites',
	'smart-systems': 'tabs.smartSystems',
}

/** The Services page's address for one tab; the default tab has the clean URL. */
export function serviceHref(tab: ServiceTab) {
	return tab === DEFAULT_SERVICE_TAB ? '/services' : `/services?tab=${tab}`
}

/** 24 × 24 stroke icons. */
export const SERVICE_ICONS: Record<ServiceTab, string> = {
	mobile:
		'M8 2.5h8a2 2 0 012 2v15a2 2 0 01-2 2H8a2 2 0 01-2-2v-15a2 2 0 012-2zM10.5 18.5h3',
	websites:
		'M3.5 5.5h17a1 1 0 011 1v11a1 1 0 01-1 1h-17a1 1 0 01-1-1v-11a1 1 0 011-1zM2.5 9h19M5.5 7.2h.01M7.7 7.2h.01',
	'smart-systems':
		'M8 8h8v8H8zM10 2.5V5M14 2.5V5M10 19v2.5M14 19v2.5M2.5 10H5M2.5 14H5M19 10h2.5M19 14h2.5M6.5 5h11a1.5 1.5 0 011.5 1.5v11a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 015 17.5v-11A1.5 1.5 0 016.5 5z',
}

/** A service's icon; decorative. */
export function ServiceIcon({ tab, className }: { tab: ServiceTab; className?: string }) {
	return (
		<svg
			viewBox="0 0 24 24"
			aria-hidden="true"
			className={className}
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			<path d={SERVICE_ICONS[tab]} />
		</svg>
	)
}
