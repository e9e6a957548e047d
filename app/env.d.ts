/**
 * The public pages' module script (vite.config.ts, enhancerModule): its address, and the
 * chunks it imports, which the root preloads beside it.
 */
declare module 'virtual:enhancer-url' {
	const enhancer: { src: string; imports: string[] }
	export default enhancer
}
