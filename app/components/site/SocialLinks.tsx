import { useWords } from '#app/i18n/use-words.ts'
import type { SocialLinks as SocialLinksSettings } from '#app/lib/types.ts'

import { Icon, type IconName } from '../ui/Icon.tsx'
import { cx } from '../ui/cx.ts'

/** Spec §2: photo-sharing, social network, microblog and professional network, in that order. */
const networks: Array<{ key: keyof SocialLinksSettings; name: string; icon: IconName }> =
	[
		{ key: 'instagram', name: 'Instagram', icon: 'social-instagram' },
		{ key: 'facebook', name: 'Facebook', icon: 'social-facebook' },
		{ key: 'twitter', name: 'X', icon: 'social-twitter' },
		{ key: 'linkedin', name: 'LinkedIn', icon: 'social-linkedin' },
	]

export function SocialLinks({
	companyName,
	links,
	className,
}: {
	companyName: string
	links: SocialLinksSettings
	className?: string
}) {
	const { t } = useWords()
	const shown = networks.filter((network) => links[network.key])
	if (shown.length === 0) return null
	return (
		<ul className={cx('flex flex-wrap gap-2', className)}>
			{shown.map((network) => (
				<li key={network.key}>
					<a
						href={links[network.key]}
						rel="noopener noreferrer"
						aria-label={t('footer.socialLink', {
							company: companyName,
							network: network.name,
						})}
						className="flex size-11 items-center justify-center rounded-full border border-white/20 text-white/85 transition-[color,background-color,border-color] duration-200 hover:border-accent hover:bg-accent hover:text-on-accent"
					>
						<Icon name={network.icon} size={20} />
					</a>
				</li>
			))}
		</ul>
	)
}
