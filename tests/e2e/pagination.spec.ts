// Long lists come a page at a time (`?page=N`): 12 rows on Portfolio and Products, 24 cards
// on every dashboard tab. One private server with 30 mobile portfolio projects walks the
// public pager with and without JavaScript, and the dashboard's to its last page; then 26
// testimonials and 26 logos, their tabs'.
import type { Page } from '@playwright/test'

import {
	expect,
	openSiteDb,
	type Site,
	test,
	waitForEnhancers,
} from './admin-private-server.ts'
import { axeBuilder } from './fixtures.ts'
import { renewContentVersion } from './site-db.ts'

const COUNT = 30

/** Project 01 … Project 30, a day apart: the newest, Project 30, comes first. */
function addProjects(site: Site) {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			`INSERT INTO projects (id, name, type, collection, category, description, platforms, align, visible, status, created_at, updated_at, sort_order)
			 VALUES (?, ?, 'mobile', 'portfolio', 'Mobile Application', ?, '["iOS"]', ?, 1, 'published', ?, ?, ?)`,
		)
		for (let i = 1; i <= COUNT; i++) {
			const name = `Project ${String(i).padStart(2, '0')}`
			const at = new Date(Date.UTC(2026, 0, i)).toISOString()
			// The manual order (decision 032): the newest first, as an admin adding them sees.
			insert.run(
				`p-${i}`,
				name,
				`What ${name} does.`,
				i % 2 ? 'left' : 'right',
				at,
				at,
				COUNT - i,
			)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

/** Client 01 … Client 26, a minute apart, without images: the newest comes first. */
function addTestimonials(site: Site, count: number) {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			'INSERT INTO testimonials (id, name, title, quote, created_at, updated_at, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
		)
		for (let i = 1; i <= count; i++) {
			const name = `Client ${String(i).padStart(2, '0')}`
			const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()
			insert.run(`t-${i}`, name, 'Founder', `What ${name} says.`, at, at, count - i)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

/** Logo 01 … Logo 26 in that order, the last one hidden. */
function addLogos(site: Site, count: number) {
	const db = openSiteDb(site)
	try {
		const insert = db.prepare(
			'INSERT INTO client_logos (id, name, image, visible, sort_order) VALUES (?, ?, ?, ?, ?)',
		)
		for (let i = 1; i <= count; i++) {
			const name = `logo-${String(i).padStart(2, '0')}.svg`
			const image = JSON.stringify({
				url: '/favicon.svg',
				name,
				width: 36,
				height: 36,
				alt: `Logo ${String(i).padStart(2, '0')}`,
			})
			insert.run(`l-${i}`, name, image, i === count ? 0 : 1, i - 1)
		}
		renewContentVersion(db)
	} finally {
		db.close()
	}
}

const rowNames = (page: Page) => page.locator('[data-project-row] h3').allTextContents()
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

async function expectPublicPage(page: Page, n: number, first: string, rows: number) {
	await expect(pager(page).locator('[aria-current="page"]')).toHaveText(`Page ${n}`)
	await expect(page.locator('[data-project-row]')).toHaveCount(rows)
	expect((await rowNames(page))[0]).toBe(first)
}

test('a long list is paged with links that work with and without JavaScript, in the dashboard too', async ({
	page,
	browser,
	site,
}) => {
	addProjects(site)

	await test.step('Portfolio with JavaScript: Next, a number, Previous', async () => {
		await page.goto(`${site.url}/portfolio`)
		await waitForEnhancers(page)
		await expectPublicPage(page, 1, 'Project 30', 12)
		await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0)

		await pager(page).getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/portfolio\?page=2#project-list$/)
		await expectPublicPage(page, 2, 'Project 18', 12)
		const axe = await axeBuilder(page)
			.include('nav[aria-label="Pagination"]')
			.withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
			.analyze()
		expect(axe.violations).toEqual([])

		await pager(page).getByRole('link', { name: 'Page 3' }).click()
		await expect(page).toHaveURL(/\?page=3#project-list$/)
		await expectPublicPage(page, 3, 'Project 06', 6)
		await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0)
		await expect(page).toHaveTitle(/Portfolio: Mobile Applications \(page 3\)/)

		// Another tab starts on its first page (and has nothing to page through).
		await page.getByRole('tab', { name: 'Websites' }).click()
		await expect(page).toHaveURL(/\/portfolio\?tab=websites$/)
		await expect(page.getByText('No projects found for this category.')).toBeVisible()
		await expect(pager(page)).toHaveCount(0)
	})

	await test.step('Portfolio without JavaScript: plain links; a page past the end is the last', async () => {
		const noScript = await browser.newContext({ javaScriptEnabled: false })
		try {
			const plain = await noScript.newPage()
			await plain.goto(`${site.url}/portfolio`)
			await pager(plain).getByRole('link', { name: 'Next' }).click()
			await expect(plain).toHaveURL(/\?page=2#project-list$/)
			await expectPublicPage(plain, 2, 'Project 18', 12)
			await pager(plain).getByRole('link', { name: 'Page 3' }).click()
			await expectPublicPage(plain, 3, 'Project 06', 6)
			await pager(plain).getByRole('link', { name: 'Previous' }).click()
			await expectPublicPage(plain, 2, 'Project 18', 12)

			await plain.goto(`${site.url}/portfolio?page=9`)
			await expect(plain).toHaveURL(/\/portfolio\?page=3$/)
			await expectPublicPage(plain, 3, 'Project 06', 6)
			// That answer is the same for everyone: kept as a page is, not rendered each time.
			const pastTheEnd = () =>
				fetch(`${site.url}/portfolio?page=9`, { redirect: 'manual' })
			await pastTheEnd()
			const again = await pastTheEnd()
			expect(again.status).toBe(302)
			expect(again.headers.get('location')).toBe('/portfolio?page=3')
			expect(again.headers.get('cache-control')).toMatch(/^public, /)
			expect(again.headers.get('x-cache')).toBe('HIT')
		} finally {
			await noScript.close()
		}
	})

	await test.step('Dashboard: 24 cards, then the last page; a change there stays there', async () => {
		await page.goto(`${site.url}/admin`)
		const cards = page.locator('[data-project-card]')
		await expect(cards).toHaveCount(24)
		await expect(pager(page).locator('[aria-current="page"]')).toHaveText('Page 1')

		await pager(page).getByRole('link', { name: 'Page 2' }).click()
		await expect(page).toHaveURL(/\/admin\?page=2$/)
		await expect(cards).toHaveCount(COUNT - 24)
		await expect(cards.first()).toContainText('Project 06')
		await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0)

		await page.getByRole('button', { name: 'Hide Project 06' }).click()
		await expect(page.getByText('Project visibility updated successfully!')).toBeVisible()
		await expect(page).toHaveURL(/\/admin\?page=2$/)
		await expect(page.getByRole('button', { name: 'Show Project 06' })).toBeVisible()
	})

	await test.step('Dashboard testimonials: paged too; a delete on page 2 stays there', async () => {
		addTestimonials(site, 26)
		await page.goto(`${site.url}/admin/testimonials`)
		const cards = page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem')
		await expect(cards).toHaveCount(24)
		await expect(cards.first()).toContainText('Client 26')
		await pager(page).getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/admin\/testimonials\?page=2$/)
		await expect(cards).toHaveCount(2)

		await page
			.getByRole('link', { name: 'Delete the testimonial from Client 02' })
			.click()
		await page.getByRole('button', { name: 'Delete testimonial' }).click()
		await expect(page.getByText('Testimonial deleted successfully!')).toBeVisible()
		await expect(page).toHaveURL(/\/admin\/testimonials\?page=2$/)
		await expect(cards).toHaveCount(1)
		await expect(cards.first()).toContainText('Client 01')
		// Past the end is the last page.
		await page.goto(`${site.url}/admin/testimonials?page=7`)
		await expect(page).toHaveURL(/\/admin\/testimonials\?page=2$/)
	})

	await test.step('Dashboard logos: paged too, counted whole; a delete on page 2 stays there', async () => {
		addLogos(site, 26)
		await page.goto(`${site.url}/admin/logos`)
		const cards = page.locator('ol > li article')
		await expect(cards).toHaveCount(24)
		await expect(page.getByText('25 of 26 shown on the home page')).toBeVisible()
		await pager(page).getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/admin\/logos\?page=2$/)
		await expect(cards).toHaveCount(2)
		// Places count the whole order, not the page.
		const last = cards.last()
		await expect(
			last.getByRole('button', { name: /^Reorder .*, position 26 of 26$/ }),
		).toBeVisible()

		await last.getByRole('link', { name: /^Delete / }).click()
		await page
			.getByRole('button', { name: /^Delete/ })
			.last()
			.click()
		await expect(page.getByText('Logo deleted successfully!')).toBeVisible()
		await expect(page).toHaveURL(/\/admin\/logos\?page=2$/)
		await expect(cards).toHaveCount(1)
		await expect(page.getByText('25 of 25 shown on the home page')).toBeVisible()
	})
})
