import { ButtonLink } from '#app/components/ui/Button.tsx'

/** Spec §2: the view a missing, unknown or hidden project answers with (status 404). */
export function ProjectNotFound() {
	return (
		<main id="main" className="relative isolate flex flex-1 items-center overflow-hidden">
			<div
				aria-hidden="true"
				className="absolute top-1/2 -right-24 -z-10 size-[28rem] -translate-y-1/2 rounded-full bg-brand/15 blur-3xl md:right-0"
			/>
			<div className="wrap py-20 md:py-32">
				<p className="mb-4 inline-flex items-center gap-2 text-sm font-semibold tracking-[0.08em] text-brand-ink uppercase">
					<span aria-hidden="true" className="h-px w-8 bg-accent" />
					Error 404
				</p>
				<h1 className="text-2xl font-bold md:text-3xl">Project Not Found</h1>
				<p className="mt-5 max-w-prose text-lg text-ink-muted">
					This project is not here: it may have been renamed, taken down or never existed.
					Our other work is one click away.
				</p>
				<div className="mt-9 flex flex-wrap gap-3">
					<ButtonLink to="/portfolio" size="lg">
						Back to Portfolio
					</ButtonLink>
					<ButtonLink to="/products" variant="outline" size="lg">
						See our products
					</ButtonLink>
				</div>
			</div>
		</main>
	)
}
