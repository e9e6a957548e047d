// Where the dashboard edits a testimonial (decision 052), for the server and the browser.

export const editTestimonialPath = (id: string) =>
	`/admin/testimonials/${encodeURIComponent(id)}`

export const testimonialHistoryPath = (id: string) => `${editTestimonialPath(id)}/history`
