// The body of a dashboard form's post. A post whose body is no form (text, JSON, a broken
// multipart body) is the client's mistake: 400 in words, not the router's 500.
import { data } from 'react-router'

export const NOT_A_FORM_MESSAGE = 'The request is not a form post.'

/** The posted form, or a thrown 400 (the route's error boundary shows it). */
export async function readFormBody(request: Request): Promise<FormData> {
	const form = await request.formData().catch(() => null)
	if (!form) throw data(NOT_A_FORM_MESSAGE, { status: 400 })
	return form
}
