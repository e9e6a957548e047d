// The shapes of spec §3 as the app sees them: what models return and what
// components render. Database rows are converted to these in app/server/models.
import type { PageSearch } from '#app/schemas/search.ts'
import type { CompanyContent } from '#app/schemas/site-content.ts'

import type { RichText } from './rich-text.ts'

export type ProjectType = 'mobile' | 'website'
export type ProjectCollection = 'portfolio' | 'products'
export type ProjectAlign = 'left' | 'right'
export type ProjectStatus = 'draft' | 'published'

/** A stored image. `url` is what a browser loads; width/height prevent layout shift. */
export interface ImageRef {
	url: string
	name: string
	/** The media row this image came from, when it went through the media pipeline. */
	mediaId?: string | null
	width?: number | null
	height?: number | null
	/**
	 * Text alternative (the media row's, library-wide); empty string for a decorative image.
	 * Absent when none was ever set: pages then use their generated text.
	 */
	alt?: string
	/**
	 * Where the subject is, in percent of the width and height (the media row's focal
	 * point): a crop (`object-fit: cover`) keeps it in view. Absent: the centre.
	 */
	focal?: { x: number; y: number }
	/**
	 * A tiny blurred preview as a `data:image/…;base64,` URL, painted while the image loads
	 * (the media row's placeholder; none for transparent images).
	 */
	placeholder?: string | null
}

export interface Feature {
	title: string
	/** Rich text: paragraphs, bold, italic, links (app/lib/rich-text.ts). */
	description: RichText
}

export interface Project {
	id: string
	name: string
	/**
	 * Its address in its collection (/portfolio/{slug}), unique there; '' for a project never
	 * published (it has no address yet). Made from the name when left empty.
	 */
	slug: string
	type: ProjectType
	collection: ProjectCollection
	category: string
	description: string
	banner: ImageRef | null
	image: ImageRef | null
	/** Rich text; spec §2's keywords are bolded where the editor left words plain. */
	intro: RichText
	features: Feature[]
	platforms: string[]
	primaryColor: string
	secondaryColor: string
	accentColor: string | null
	/** Design-tool links or iframe embed codes, one or several. */
	prototype: string[]
	productImages: ImageRef[]
	align: ProjectAlign
	visible: boolean
	status: ProjectStatus
	phases: string[]
	/** Its own search title, description, share image and "hide from search engines". */
	seo: PageSearch
	/** Increases on every save; used to refuse a save based on a stale copy. */
	revision: number
	/** The place in its collection's manual order: 0 is first (decision 032). */
	sortOrder: number
	createdAt: string
	updatedAt: string
}

/** What an admin submits to create or update a project (ids, timestamps, revision and place are the server's). */
export type ProjectInput = Omit<
	Project,
	'id' | 'revision' | 'sortOrder' | 'createdAt' | 'updatedAt'
>

export interface Testimonial {
	id: string
	name: string
	title: string
	/** Rich text: paragraphs, line breaks (spec §3), bold, italic, links. */
	quote: RichText
	logoLight: ImageRef | null
	logoDark: ImageRef | null
	image: ImageRef | null
	/** Hidden ones stay in the dashboard and leave the home page's slider. */
	visible: boolean
	/** The place in the manual order: 0 is first (decision 032). */
	sortOrder: number
	/** Its published versions, counted (decision 052): 0 is a draft never published. */
	revision: number
	createdAt: string
	updatedAt: string
}

/** What the testimonial form saves (visibility and place have their own actions). */
export type TestimonialInput = Omit<
	Testimonial,
	'id' | 'visible' | 'sortOrder' | 'revision' | 'createdAt' | 'updatedAt'
>

export interface ClientLogo {
	id: string
	/** The file name; spec §3 keys visibility by it. Unique. */
	name: string
	image: ImageRef
	visible: boolean
	sortOrder: number
	createdAt: string
	updatedAt: string
}

/** The company's details and links: the Site area's Company form (schemas/site-content.ts). */
export type SiteSettings = CompanyContent
export type SocialLinks = CompanyContent['social']

export type Theme = 'light' | 'dark'
