// Renaming the company in the Company form (issue 41): the next request shows the new name
// everywhere it appears: the header's and the footer's logo (text and accessible name), every
// title (404 and error pages included), the copyright line and the search data; and an
// uploaded logo per theme takes the mark's and the name's place, the name still read out.
import type { Page } from '@playwright/test'

import { expect, test, waitForHydration } from './admin-private-server.ts'

const NAME = 'Nimbus Works'
const toast = (page: Page) => page.locator('[data-toast]')

function svgLogo(fill: string) {
	return {
		name: `nimbus-${fill.slice(1)}.svg`,
		mimeType: 'image/svg+xml',
		buffer: Buffer.from(
			`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60"><rect width="240" height="60" rx="12" fill="${fill}"/></svg>`,
		),
	}
}

async function publishCompany(page: Page, site: string, change: () => Promise<void>) {
	await page.goto(`${site}/admin/site/company`)
	await waitForHydration(page)
	await change()
	await page.getByRole('button', { name: 'Publish' }).click()
	await expect(toast(page)).toContainText('Company published.')
}

test('a new name is on every page at once, logo and titles included; an uploaded logo replaces the mark', async ({
	page,
	site,
}) => {
	await publishCompany(page, site.url, async () => {
		await page
			.getByRole('region', { name: 'Name and blurb' })
			.getByRole('textbox', { name: 'Company name', exact: true })
			.fill(NAME)
	})

	await page.goto(`${site.url}/about`)
	await expect(page).toHaveTitle(`About Us | ${NAME}`)
	const header = page.getByRole('banner')
	const home = header.getByRole('link', { name: `${NAME} home` })
	await expect(home).toHaveText(`${NAME} home`, { useInnerText: true })
	await expect(home.getByText('Nimbus', { exact: true })).toBeVisible()
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: `${NAME} home` })).toBeVisible()
	await expect(footer.getByText(`© 2025 ${NAME}`)).toBeVisible()
	await expect(page.getByText('Aster Software home')).toHaveCount(0)
	const organization = JSON.parse(
		(await page.locator('script[type="application/ld+json"]').first().textContent()) ??
			'{}',
	) as { name?: string }
	expect(organization.name).toBe(NAME)

	const missing = await page.goto(`${site.url}/no-such-page`)
	expect(missing?.status()).toBe(404)
	await expect(page).toHaveTitle(`Page not found | ${NAME}`)
	// A public page answers a post with its error page (405), titled with the name too.
	const refused = await page.request.post(`${site.url}/about`, { form: { a: 'b' } })
	expect(refused.status()).toBe(405)
	expect(await refused.text()).toContain(`<title>Error 405 | ${NAME}</title>`)

	// A logo per theme: the pictures stand for the name, which is still the link's name.
	await publishCompany(page, site.url, async () => {
		const logo = page.getByRole('region', { name: 'Logo' })
		for (const [label, fill] of [
			['Logo, light theme', '#2d2d75'],
			['Logo, dark theme', '#f1f3fb'],
		] as const) {
			await logo.getByLabel(label, { exact: true }).setInputFiles(svgLogo(fill))
			await expect(
				logo.getByRole('button', { name: `Remove ${label.toLowerCase()}` }),
			).toBeVisible({ timeout: 20_000 })
		}
	})
	await page.goto(`${site.url}/`)
	const pictures = page.getByRole('banner').getByRole('link', { name: `${NAME} home` })
	await expect(pictures.locator('img')).toHaveCount(2)
	await expect(pictures.locator('img').first()).toBeVisible()
	await expect(pictures.locator('img').first()).toHaveAttribute('src', /\.svg$/)
	await expect(pictures.locator('img').nth(1)).toBeHidden()
	// The uploads stand for the mark too.
	await expect(pictures.locator('img[src*="logo-mark"]')).toHaveCount(0)
	await expect(pictures.getByText('Nimbus', { exact: true })).toHaveCount(0)
	// The footer (an indigo band) shows the dark theme's logo.
	const onDark = page.getByRole('contentinfo').getByRole('link', { name: `${NAME} home` })
	await expect(onDark.locator('img')).toHaveCount(1)
	expect(
		await onDark.locator('img').getAttribute('src'),
		'the footer shows the other upload',
	).not.toBe(await pictures.locator('img').first().getAttribute('src'))
})
