import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// Spec §2's route table, written out.
export default [
	layout('routes/site/layout.tsx', [
		// Every page in the site's default language (/about) and in each of its others, under
		// the language's code (/de/about; decision 049). The segment is checked before any
		// loader runs: a first segment that is no language of the site's is an unknown page.
		route(':lang?', 'routes/site/language.tsx', [
			index('routes/site/home.tsx'),
			route('about', 'routes/site/about.tsx'),
			// One module for both collections, as for their project pages.
			route('portfolio', 'routes/site/collection.tsx', { id: 'portfolio' }),
			route('products', 'routes/site/collection.tsx', { id: 'products' }),
			route('services', 'routes/site/services.tsx'),
			route('contact', 'routes/site/contact.tsx'),
			route('portfolio/:projectId', 'routes/site/project.tsx', {
				id: 'portfolio-project',
			}),
			route('products/:projectId', 'routes/site/project.tsx', { id: 'product-project' }),
			route('404', 'routes/site/not-found.tsx'),
			route('*', 'routes/site/not-found.tsx', { id: 'catch-all' }),
		]),
		// A public page with a draft in it (decision 033): `admin` for a signed-in admin, or a
		// share link's token. Never cached, noindex (the request layer, from this match).
		route('preview/:token', 'routes/site/preview.tsx', [
			route(':lang?', 'routes/site/language.tsx', { id: 'preview-language' }, [
				index('routes/site/home.tsx', { id: 'preview-home' }),
				route('about', 'routes/site/about.tsx', { id: 'preview-about' }),
				route('services', 'routes/site/services.tsx', { id: 'preview-services' }),
				route('contact', 'routes/site/contact.tsx', { id: 'preview-contact' }),
				route('portfolio/:projectId', 'routes/site/project.tsx', {
					id: 'preview-portfolio-project',
				}),
				route('products/:projectId', 'routes/site/project.tsx', {
					id: 'preview-product-project',
				}),
			]),
		]),
	]),
	...prefix('admin', [
		route('login', 'routes/admin/login.tsx'),
		route('signup', 'routes/admin/signup.tsx'),
		route('two-factor', 'routes/admin/two-factor.tsx'),
		route('forgot-password', 'routes/admin/forgot-password.tsx'),
		route('reset-password', 'routes/admin/reset-password.tsx'),
		// Image uploads (?kind=banner|project|product|testimonial|logo|client-logo).
		route('api/upload', 'routes/admin/api/upload.ts'),
		// The media library for an image field's picker (?q=…&kind=…&page=N), as JSON.
		route('api/media', 'routes/admin/api/media.ts'),
		// The site's pages a rich text's link can name, as JSON.
		route('api/pages', 'routes/admin/api/pages.ts'),
	]),
	// Everything under this layout passes its auth middleware first. Tabs: see
	// app/components/admin/tabs.ts. A route of its own, not a layout in the prefix: a public
	// page's path fails the table's dashboard branches at their first segment.
	route('admin', 'routes/admin/layout.tsx', [
		index('routes/admin/portfolio.tsx'),
		route('products', 'routes/admin/products.tsx'),
		route('portfolio/new', 'routes/admin/project-new.tsx', {
			id: 'admin-portfolio-new',
		}),
		route('products/new', 'routes/admin/project-new.tsx', { id: 'admin-products-new' }),
		route('projects/:projectId', 'routes/admin/project-edit.tsx'),
		route('projects/:projectId/history', 'routes/admin/project-history.tsx'),
		// The project form's autosave (JSON), and the drafts' and trash's screens.
		route('autosave/project', 'routes/admin/autosave-project.ts'),
		// Presence and locking of every edit page (JSON; decision 042).
		route('edit-lock', 'routes/admin/edit-lock.ts'),
		route('scheduled', 'routes/admin/scheduled.tsx'),
		// Drafts authors submitted, and one of them as its changes (decision 046).
		route('review', 'routes/admin/review.tsx'),
		route('review/:entity/:id', 'routes/admin/review-item.tsx'),
		route('trash', 'routes/admin/trash.tsx'),
		route('redirects', 'routes/admin/redirects.tsx'),
		route('testimonials', 'routes/admin/testimonials.tsx'),
		route('testimonials/new', 'routes/admin/testimonial-form.tsx', {
			id: 'admin-testimonial-new',
		}),
		route('testimonials/:testimonialId', 'routes/admin/testimonial-form.tsx', {
			id: 'admin-testimonial-edit',
		}),
		// A testimonial's history is the same screen as a project's (decision 052).
		route('testimonials/:testimonialId/history', 'routes/admin/project-history.tsx', {
			id: 'admin-testimonial-history',
		}),
		// The testimonial form's autosave (JSON).
		route('autosave/testimonial', 'routes/admin/autosave-testimonial.ts'),
		route('logos', 'routes/admin/logos.tsx'),
		// The words and pictures of the public pages: one form per page (issue 20).
		route('site', 'routes/admin/site.tsx', [
			index('routes/admin/site-overview.tsx'),
			// The site's languages (issue 39): owner and admin.
			route('languages', 'routes/admin/site-languages.tsx'),
			route(':form', 'routes/admin/site-form.tsx'),
			// Drafts and versions of a form (decision 033): its autosave and its history.
			route(':form/draft', 'routes/admin/site-draft.ts'),
			route(':form/history', 'routes/admin/site-history.tsx'),
		]),
		route('media', 'routes/admin/media.tsx'),
		route('media/:mediaId', 'routes/admin/media-image.tsx'),
		route('team', 'routes/admin/team.tsx'),
		route('inbox', 'routes/admin/inbox.tsx'),
		route('activity', 'routes/admin/activity.tsx'),
		route('overview', 'routes/admin/overview.tsx'),
		route('account', 'routes/admin/account.tsx'),
		route('logout', 'routes/admin/logout.tsx'),
	]),
	// Crawlers: every public page and visible project; keep out of /admin.
	route('sitemap.xml', 'routes/api/sitemap.ts'),
	route('robots.txt', 'routes/api/robots.ts'),
	// The contact forms (spec §7): JSON, or a form post without JavaScript.
	route('api/contact', 'routes/api/contact.ts'),
	route('api/contact-page', 'routes/api/contact-page.ts'),
	// A page visit and its Web Vitals, sent as the page is hidden (decision 027).
	route('api/vitals', 'routes/api/vitals.ts'),
	// better-auth's HTTP API (an allowlist of its endpoints).
	route('api/auth/*', 'routes/api/auth.ts'),
] satisfies RouteConfig
