import { useRouteLoaderData } from 'react-router'

import { TeamArt } from '#app/components/site/BannerArt.tsx'
import { PageBanner } from '#app/components/site/PageBanner.tsx'
import { SectionHeading } from '#app/components/site/SectionHeading.tsx'
import { ValueGrid } from '#app/components/site/ValueGrid.tsx'
import { seoMeta } from '#app/lib/seo.ts'
import type { loader as rootLoader } from '#app/root.tsx'

import type { Route } from './+types/about'

export const meta: Route.MetaFunction = (args) =>
	seoMeta(args, {
		title: 'About Us',
		description:
			'Who we are, why we started, and what we stand for: our story, our mission, our vision and the eight values behind every app, website and smart system we build.',
		path: '/about',
	})

const STATEMENTS = [
	{
		id: 'mission-title',
		title: 'Our Mission',
		text: 'To turn our clients’ ideas into reliable, beautiful software that solves real problems: delivered when we said it would be, explained in plain language, and built to grow with the business that uses it.',
	},
	{
		id: 'vision-title',
		title: 'Our Vision',
		text: 'A world where every business, whatever its size, has software as good as the largest companies use, and a partner who cares about its success as much as it does.',
	},
] as const

export default function About() {
	const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings
	const company = settings?.companyName ?? ''
	const founded = settings?.foundedYear
	const facts = [
		{ value: String(founded ?? ''), label: 'the year we opened our doors' },
		{ value: '3', label: 'disciplines under one roof: mobile, web and smart systems' },
		{ value: '1', label: 'team from the first workshop to launch day and beyond' },
	]

	return (
		<main id="main">
			<PageBanner
				id="about-title"
				headingLevel={1}
				eyebrow="About Us"
				title="A small studio with big plans for your software"
				art={<TeamArt />}
			>
				We are {company}: designers and engineers who build mobile applications, websites
				and smart systems that people enjoy using and businesses can rely on.
			</PageBanner>

			<section aria-labelledby="story-title" className="wrap py-16 md:py-24">
				<div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
					<div>
						<SectionHeading
							id="story-title"
							eyebrow={`Since ${founded}`}
							title="Our Story"
						/>
						<div className="mt-6 grid max-w-prose gap-5 text-lg text-ink-muted">
							<p>
								{company} started in {founded} with a simple observation: too many
								businesses were paying for software that looked good in the pitch and then
								let them down in daily use. Our founders had spent years inside agencies
								and product teams, and they knew that great software comes from small
								teams who understand the problem, talk to the people who will use it, and
								care about the details long after launch.
							</p>
							<p>
								So we built the studio we always wanted to work with. We keep the team
								deliberately small and take on a handful of projects at a time. Designers
								and engineers sit in the same conversations from day one, so nothing gets
								lost between the mock-up and the code.
							</p>
							<p>
								Today we build for banks and bakeries, clinics and logistics companies.
								The industries change; the approach does not: listen first, ship in small
								steps, measure what matters and stay for the long run.
							</p>
						</div>
					</div>
					<ul className="grid content-start gap-4">
						{facts.map((fact) => (
							<li
								key={fact.label}
								className="flex items-center gap-5 rounded-card border border-line bg-surface p-6 dark:border-transparent"
							>
								<strong className="min-w-16 text-2xl font-bold text-brand-ink">
									{fact.value}
								</strong>
								<span className="text-ink-muted">{fact.label}</span>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section
				aria-label="Mission and vision"
				className="border-y border-line bg-surface-muted/60 below-fold dark:bg-surface/40"
			>
				<div className="wrap grid gap-6 py-16 md:grid-cols-2 md:py-20">
					{STATEMENTS.map((statement) => (
						<article
							key={statement.id}
							aria-labelledby={statement.id}
							className="relative overflow-hidden rounded-card border border-line bg-surface p-8 sm:p-10 dark:border-transparent dark:shadow-raised"
						>
							<span
								aria-hidden="true"
								className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-indigo via-brand to-accent"
							/>
							<h2 id={statement.id} className="text-xl font-bold">
								{statement.title}
							</h2>
							<p className="mt-4 text-lg text-ink-muted">{statement.text}</p>
						</article>
					))}
				</div>
			</section>

			<section aria-labelledby="values-title" className="wrap py-16 below-fold md:py-24">
				<SectionHeading
					id="values-title"
					eyebrow="What we stand for"
					title="Our Core Values"
					className="mb-10"
				>
					Eight promises we make to every client and to each other. They decide how we
					work when nobody is watching.
				</SectionHeading>
				<ValueGrid />
			</section>
		</main>
	)
}
