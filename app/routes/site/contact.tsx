import { metaWords, useWords } from '#app/i18n/use-words.ts'
import { EnvelopeArt } from '#app/components/site/BannerArt.tsx'
import { ContactPageForm } from '#app/components/site/ContactPageForm.tsx'
import { useSiteFieldLanguage } from '#app/components/site/language.ts'
import { useCompanyContent, useSitePage } from '#app/components/site/site-content.ts'
import { sitePageData } from '#app/server/page-site.server.ts'
import { ownSearch, seoMeta } from '#app/lib/seo.ts'

import type { Route } from './+types/contact'
import { Eyebrow } from '#app/components/site/Eyebrow.tsx'
import type { RouteHandle } from '#app/lib/route-handle.ts'

/** The same for every visitor of its URL, whatever its query (the shared cache's key). */
export const handle = { query: {} } satisfies RouteHandle

export function loader(args: Route.LoaderArgs) {
	return sitePageData(args, 'contact')
}

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, {
		title: metaWords(args.matches).t('contact.pageHeading'),
		...ownSearch(args.loaderData?.site.contact.search),
		path: '/contact',
	})

export default function ContactPage() {
	const settings = useCompanyContent()
	const contact = useSitePage('contact')
	const { t, parts } = useWords()
	const field = useSiteFieldLanguage('contact')
	const companyField = useSiteFieldLanguage('company')
	return (
		<main id="main">
			<section
				aria-labelledby="contact-title"
				className="relative isolate overflow-hidden bg-linear-120 from-indigo-deep via-indigo to-[#2f5a92] text-white dark:from-[#12123a] dark:via-[#1f1f5e] dark:to-[#2d5487]"
			>
				<div aria-hidden="true" className="absolute inset-0 -z-10 bg-dots opacity-60" />
				<div
					aria-hidden="true"
					className="absolute -inset-e-24 -bottom-32 -z-10 size-[28rem] rounded-full bg-brand/30 blur-3xl"
				/>
				<div className="wrap grid items-center gap-10 py-16 md:grid-cols-[1.2fr_1fr] md:gap-12 md:py-20">
					<div>
						<Eyebrow tone="accent" className="mb-4" language={field('intro.eyebrow')}>
							{contact.intro.eyebrow}
						</Eyebrow>
						<h1 id="contact-title" className="text-2xl font-bold text-white md:text-3xl">
							{t('contact.pageHeading')}
						</h1>
						<p className="mt-5 max-w-xl text-lg text-white/85">
							<span {...field('intro.text')}>{contact.intro.text}</span>{' '}
							{/* The company's reply promise, marked when it is not translated yet. */}
							{parts('contact.replyPromise', {
								promise: (
									<span key="promise" {...companyField('replyPromise')}>
										{settings.replyPromise}
									</span>
								),
							})}
						</p>
					</div>
					<div aria-hidden="true" className="mx-auto w-full max-w-xs md:max-w-sm">
						<EnvelopeArt />
					</div>
				</div>
			</section>

			<div className="wrap grid gap-12 py-16 md:py-20 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
				<section aria-labelledby="next-steps-title" className="lg:pt-2">
					<h2
						id="next-steps-title"
						{...field('steps.title')}
						className="text-xl font-bold"
					>
						{contact.steps.title}
					</h2>
					<ol className="mt-6 grid gap-6">
						{contact.steps.items.map((step, index) => (
							<li key={index} className="flex gap-4">
								<span
									aria-hidden="true"
									className="grid size-9 shrink-0 place-items-center rounded-full bg-brand/15 font-bold text-brand-ink"
								>
									{index + 1}
								</span>
								<div>
									<h3 {...field(`steps.items.${index}.title`)} className="font-semibold">
										{step.title}
									</h3>
									<p
										{...field(`steps.items.${index}.text`)}
										className="mt-1 text-ink-muted"
									>
										{step.text}
									</p>
								</div>
							</li>
						))}
					</ol>
					{settings.contactEmail || settings.contactPhone ? (
						<div className="mt-10 rounded-card border border-line bg-surface-muted p-5 dark:border-transparent">
							<h2
								{...field('direct.title')}
								className="text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase"
							>
								{contact.direct.title}
							</h2>
							<ul className="mt-3 grid gap-1.5">
								{settings.contactEmail ? (
									<li>
										<a
											href={`mailto:${settings.contactEmail}`}
											// Addresses and numbers read left to right on any page.
											dir="ltr"
											className="font-semibold text-brand-ink underline-offset-4 hover:underline"
										>
											{settings.contactEmail}
										</a>
									</li>
								) : null}
								{settings.contactPhone ? (
									<li>
										<a
											href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}
											dir="ltr"
											className="font-semibold text-brand-ink underline-offset-4 hover:underline"
										>
											{settings.contactPhone}
										</a>
									</li>
								) : null}
							</ul>
						</div>
					) : null}
				</section>
				<ContactPageForm />
			</div>
		</main>
	)
}
