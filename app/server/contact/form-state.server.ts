// What a page gives its contact form: a fresh render token and, after a post without
// JavaScript, the outcome left in the flash cookie (cleared as it is read).
import { getAppSecret } from '#app/server/secret.server.ts'

import { readContactFlash, type ContactFlash } from './flash.server.ts'
import { currentRenderToken } from './spam.server.ts'

export interface ContactFormState {
	/** Signed render time: a post sent sooner than a person could type is spam. */
	token: string
	flash: ContactFlash | null
}

export async function loadContactFormState(
	request: Request,
): Promise<{ state: ContactFormState; headers: HeadersInit | undefined }> {
	const secret = getAppSecret()
	const { flash, clear } = await readContactFlash(request, secret)
	return {
		state: { token: currentRenderToken(secret), flash },
		headers: clear ? { 'Set-Cookie': clear } : undefined,
	}
}
