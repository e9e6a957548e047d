import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// Spec §2's route table, written out.
export default [
	layout('routes/site/layout.tsx', [
		index('routes/site/home.tsx'),
		route('about', 'routes/site/about.tsx'),
		route('portfolio', 'routes/site/portfolio.tsx'),
		route('products', 'routes/site/products.tsx'),
		route('services', 'routes/site/services.tsx'),
		route('contact', 'routes/site/contact.tsx'),
		route('portfolio/:projectId', 'routes/site/project.tsx', { id: 'portfolio-project' }),
		route('products/:projectId', 'routes/site/project.tsx', { id: 'product-project' }),
		route('404', 'routes/site/not-found.tsx'),
		route('*', 'routes/site/not-found.tsx', { id: 'catch-all' }),
	]),
	...prefix('admin', [
		route('login', 'routes/admin/login.tsx'),
		route('signup', 'routes/admin/signup.tsx'),
		route('two-factor', 'routes/admin/two-factor.tsx'),
		// Image uploads (?kind=banner|project|product|testimonial|logo|client-logo).
		route('api/upload', 'routes/admin/api/upload.ts'),
		// The media library for an image field's picker (?q=…&kind=…&page=N), as JSON.
		route('api/media', 'routes/admin/api/media.ts'),
		// Everything under this layout passes its auth middleware first. Tabs: see
		// app/components/admin/tabs.ts.
		layout('routes/admin/layout.tsx', [
			index('routes/admin/dashboard.tsx'),
			route('products', 'routes/admin/products.tsx'),
			route('portfolio/new', 'routes/admin/project-new.tsx', {
				id: 'admin-portfolio-new',
			}),
			route('products/new', 'routes/admin/project-new.tsx', { id: 'admin-products-new' }),
			route('projects/:projectId', 'routes/admin/project-edit.tsx'),
			route('testimonials', 'routes/admin/testimonials.tsx'),
			route('testimonials/new', 'routes/admin/testimonial-form.tsx', {
				id: 'admin-testimonial-new',
			}),
			route('testimonials/:testimonialId', 'routes/admin/testimonial-form.tsx', {
				id: 'admin-testimonial-edit',
			}),
			route('logos', 'routes/admin/logos.tsx'),
			route('media', 'routes/admin/media.tsx'),
			route('media/:mediaId', 'routes/admin/media-image.tsx'),
			route('team', 'routes/admin/team.tsx'),
			route('inbox', 'routes/admin/inbox.tsx'),
			route('activity', 'routes/admin/activity.tsx'),
			route('account', 'routes/admin/account.tsx'),
			route('logout', 'routes/admin/logout.tsx'),
		]),
	]),
	// Crawlers: every public page and visible project; keep out of /admin.
	route('sitemap.xml', 'routes/api/sitemap.ts'),
	route('robots.txt', 'routes/api/robots.ts'),
	// The contact forms (spec §7): JSON, or a form post without JavaScript.
	route('api/contact', 'routes/api/contact.ts'),
	route('api/contact-page', 'routes/api/contact-page.ts'),
	// A form token stamped at this visitor's page load (the cached page's is shared).
	route('api/form-token', 'routes/api/form-token.ts'),
	// better-auth's HTTP API (an allowlist of its endpoints).
	route('api/auth/*', 'routes/api/auth.ts'),
] satisfies RouteConfig
