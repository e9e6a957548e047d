// The three services (spec §2 Services), as the home page and the Services page name them.
import type { MessageId } from '#app/i18n/words.ts'
import { Icon } from '#app/components/ui/Icon.tsx'

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

/** A service's icon; decorative. */
export function ServiceIcon({ tab, className }: { tab: ServiceTab; className?: string }) {
	return <Icon name={`service-${tab}`} className={className} strokeWidth={1.8} />
}
