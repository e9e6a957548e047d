// The kinds of record that show images from the library, by the entity name their usages
// carry: how to name and link one in "where used", and how to rewrite the image refs it
// stores when the library changes an image's alt text or focal point. A new kind of
// record that stores images (the Site forms) adds itself here and records its usages with
// recordImageUsages (image-refs.server.ts).
import type { RecordLink } from '#app/lib/media-library.ts'
import type { ImageRef } from '#app/lib/types.ts'
import type { DB } from '#app/server/db/index.server.ts'
import {
	listClientLogoNames,
	rewriteClientLogoImage,
} from '#app/server/models/client-logos.server.ts'
import {
	listProjectNames,
	rewriteProjectImages,
} from '#app/server/models/projects.server.ts'
import {
	listTestimonialNames,
	rewriteTestimonialImages,
} from '#app/server/models/testimonials.server.ts'

export interface ImageRecordKind {
	/** The dashboard's label of each image field, by field name. */
	fields: Readonly<Record<string, string>>
	/** The records `ids` names that exist, with their names and links. */
	describe(db: DB, ids: readonly string[]): Promise<RecordLink[]>
	/** Stores the record's images passed through `rewrite`; false when it is gone. */
	rewrite(db: DB, id: string, rewrite: (image: ImageRef) => ImageRef): Promise<boolean>
}

export const IMAGE_RECORDS: Readonly<Record<string, ImageRecordKind>> = {
	project: {
		fields: {
			banner: 'Banner image',
			image: 'Project image',
			productImages: 'Product images',
		},
		describe: async (db, ids) =>
			(await listProjectNames(db, ids)).map((project) => ({
				id: project.id,
				kind: project.collection === 'products' ? 'Product' : 'Project',
				name: project.name,
				href: `/admin/projects/${encodeURIComponent(project.id)}`,
			})),
		rewrite: rewriteProjectImages,
	},
	testimonial: {
		fields: {
			logoLight: 'Logo for light mode',
			logoDark: 'Logo for dark mode',
			image: 'Image',
		},
		describe: async (db, ids) =>
			(await listTestimonialNames(db, ids)).map((testimonial) => ({
				id: testimonial.id,
				kind: 'Testimonial',
				name: testimonial.name,
				href: `/admin/testimonials/${encodeURIComponent(testimonial.id)}`,
			})),
		rewrite: rewriteTestimonialImages,
	},
	client_logo: {
		fields: { image: 'Logo image' },
		describe: async (db, ids) =>
			(await listClientLogoNames(db, ids)).map((logo) => ({
				id: logo.id,
				kind: 'Client logo',
				name: logo.name,
				href: '/admin/logos',
			})),
		rewrite: rewriteClientLogoImage,
	},
}
