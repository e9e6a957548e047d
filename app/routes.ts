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
		layout('routes/admin/layout.tsx', [index('routes/admin/dashboard.tsx')]),
	]),
] satisfies RouteConfig
