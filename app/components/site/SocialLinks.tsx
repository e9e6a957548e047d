import { useWords } from '#app/i18n/use-words.ts'
import type { ReactNode } from 'react'

import type { SocialLinks as SocialLinksSettings } from '#app/lib/types.ts'

import { cx } from '../ui/cx.ts'

/** Spec §2: photo-sharing, social network, microblog and professional network, in that order. */
const networks: Array<{ key: keyof SocialLinksSettings; name: string; icon: ReactNode }> =
	[
		{
			key: 'instagram',
			name: 'Instagram',
			icon: (
				<>
					<rect x="3.5" y="3.5" width="17" height="17" rx="5" />
					<circle cx="12" cy="12" r="3.8" />
					<circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
				</>
			),
		},
		{
			key: 'facebook',
			name: 'Facebook',
			icon: <path d="M15.5 3.5h-2.2a4 4 0 0 0-4 4v13M6.5 11h8" />,
		},
		{
			key: 'twitter',
			name: 'X',
			icon: (
				<>
					<path d="M4 4h4.2l11.8 16h-4.2z" strokeLinejoin="round" />
					<path d="M19.5 4l-6.6 7.3M11.1 12.7 4.5 20" />
				</>
			),
		},
		{
			key: 'linkedin',
			name: 'LinkedIn',
			icon: (
				<>
					<rect x="3.5" y="3.5" width="17" height="17" rx="3" />
					<path d="M8 10.5v6M12 16.5v-6M12 13.2a2.7 2.7 0 0 1 5.2-.9v4.2" />
					<circle cx="8" cy="7.6" r="0.4" fill="currentColor" />
				</>
			),
		},
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
						<svg
							viewBox="0 0 24 24"
							width="20"
							height="20"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.8"
							strokeLinecap="round"
							aria-hidden="true"
							focusable="false"
						>
							{network.icon}
						</svg>
					</a>
				</li>
			))}
		</ul>
	)
}
