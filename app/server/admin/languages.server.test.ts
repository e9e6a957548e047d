// Site → Languages (decision 050): each change checked against what is stored, written with
// its audit entry, and a new content version exactly when what visitors read changes; the
// post's reading refuses a code that is no language of the list.
import { expect, test } from 'vitest'

import { formDataOf } from '#app/server/admin/testing.server.ts'
import { readForm } from '#app/schemas/form.ts'
import { alex } from '#app/server/content/testing.server.ts'
import { describeEachDialect } from '#app/server/db/testing.server.ts'
import { listAuditLog } from '#app/server/models/audit-log.server.ts'
import { getContentVersion } from '#app/server/models/settings.server.ts'
import {
	readSiteLanguages,
	writeTranslation,
	getTranslation,
} from '#app/server/models/translations.server.ts'

import {
	changeSiteLanguages,
	languageActionSchema,
	LANGUAGE_MESSAGES,
} from './languages.server.ts'

test('a post naming no language of the list, or no known button, is refused with its message', () => {
	const unknown = readForm(
		formDataOf({ intent: 'add', code: 'xx' }),
		languageActionSchema,
	)
	expect(unknown.ok).toBe(false)
	if (!unknown.ok) expect(unknown.fieldErrors.code).toBe(LANGUAGE_MESSAGES.chooseLanguage)
	const empty = readForm(formDataOf({ intent: 'add', code: '' }), languageActionSchema)
	expect(empty.ok).toBe(false)
	const button = readForm(
		formDataOf({ intent: 'delete-all', code: 'de' }),
		languageActionSchema,
	)
	expect(button.ok).toBe(false)
	const fine = readForm(
		formDataOf({ intent: 'default', code: 'de', confirm: 'yes' }),
		languageActionSchema,
	)
	expect(fine).toMatchObject({
		ok: true,
		data: { intent: 'default', code: 'de', confirm: true },
	})
})

describeEachDialect('the site’s languages', (t) => {
	test('German added (being prepared), published, switched off and removed; the content version changes only when visitors’ languages do', async () => {
		const start = await getContentVersion(t.db)
		const added = await changeSiteLanguages(t.db, alex, { intent: 'add', code: 'de' })
		expect(added).toMatchObject({ ok: true, message: LANGUAGE_MESSAGES.added('German') })
		expect(await readSiteLanguages(t.db)).toEqual({
			defaultLanguage: 'en',
			others: [{ code: 'de', published: false }],
		})
		// Being prepared: nothing a visitor reads changed.
		expect(await getContentVersion(t.db)).toBe(start)

		await changeSiteLanguages(t.db, alex, { intent: 'publish', code: 'de' })
		expect((await readSiteLanguages(t.db)).others).toEqual([
			{ code: 'de', published: true },
		])
		const on = await getContentVersion(t.db)
		expect(on).not.toBe(start)
		const off = await changeSiteLanguages(t.db, alex, { intent: 'unpublish', code: 'de' })
		expect(off).toMatchObject({
			ok: true,
			message: LANGUAGE_MESSAGES.unpublished('German'),
		})
		expect((await readSiteLanguages(t.db)).others).toEqual([
			{ code: 'de', published: false },
		])
		expect(await getContentVersion(t.db)).not.toBe(on)
		await changeSiteLanguages(t.db, alex, { intent: 'publish', code: 'de' })
		const published = await getContentVersion(t.db)

		// A translation stays when its language is removed, and is there again when re-added.
		await writeTranslation(t.db, {
			entity: 'site.about',
			entityId: 'about',
			language: 'de',
			data: { 'banner.title': 'Ein kleines Studio' },
			expectedRevision: 0,
			updatedBy: alex.email,
		})
		const removed = await changeSiteLanguages(t.db, alex, {
			intent: 'remove',
			code: 'de',
		})
		expect(removed).toMatchObject({
			ok: true,
			message: LANGUAGE_MESSAGES.removed('German'),
		})
		expect((await readSiteLanguages(t.db)).others).toEqual([])
		expect(await getContentVersion(t.db)).not.toBe(published)
		expect((await getTranslation(t.db, 'site.about', 'about', 'de'))?.data).toEqual({
			'banner.title': 'Ein kleines Studio',
		})

		const actions = (await listAuditLog(t.db))
			.filter((entry) => entry.entity === 'language')
			.map((entry) => [entry.action, entry.entityId, entry.actorEmail])
		expect(actions).toEqual(
			expect.arrayContaining([
				['language.add', 'de', alex.email],
				['language.publish', 'de', alex.email],
				['language.unpublish', 'de', alex.email],
				['language.remove', 'de', alex.email],
			]),
		)
		expect(actions).toHaveLength(5)
	})

	test('a change that no longer fits what is stored is refused and writes nothing', async () => {
		await changeSiteLanguages(t.db, alex, { intent: 'add', code: 'ar' })
		const version = await getContentVersion(t.db)
		const audit = (await listAuditLog(t.db)).length
		expect(await changeSiteLanguages(t.db, alex, { intent: 'add', code: 'ar' })).toEqual({
			ok: false,
			status: 409,
			field: 'code',
			message: LANGUAGE_MESSAGES.alreadyAdded('Arabic'),
		})
		expect(
			await changeSiteLanguages(t.db, alex, { intent: 'add', code: 'en' }),
		).toMatchObject({
			ok: false,
			message: LANGUAGE_MESSAGES.alreadyAdded('English'),
		})
		expect(
			await changeSiteLanguages(t.db, alex, { intent: 'publish', code: 'fr' }),
		).toMatchObject({
			ok: false,
			status: 409,
			message: LANGUAGE_MESSAGES.notAdded('French'),
		})
		expect(
			await changeSiteLanguages(t.db, alex, {
				intent: 'default',
				code: 'en',
				confirm: true,
			}),
		).toMatchObject({ ok: false, message: LANGUAGE_MESSAGES.alreadyDefault('English') })
		expect(await readSiteLanguages(t.db)).toEqual({
			defaultLanguage: 'en',
			others: [{ code: 'ar', published: false }],
		})
		expect(await getContentVersion(t.db)).toBe(version)
		expect((await listAuditLog(t.db)).length).toBe(audit)
	})

	test('a new default language needs its confirmation; then the site’s words are taken as it', async () => {
		await changeSiteLanguages(t.db, alex, { intent: 'add', code: 'de' })
		const version = await getContentVersion(t.db)
		expect(
			await changeSiteLanguages(t.db, alex, {
				intent: 'default',
				code: 'de',
				confirm: false,
			}),
		).toEqual({
			ok: false,
			status: 400,
			field: 'confirm',
			message: LANGUAGE_MESSAGES.confirmDefault('German'),
		})
		expect((await readSiteLanguages(t.db)).defaultLanguage).toBe('en')

		const changed = await changeSiteLanguages(t.db, alex, {
			intent: 'default',
			code: 'de',
			confirm: true,
		})
		expect(changed).toMatchObject({
			ok: true,
			message: LANGUAGE_MESSAGES.defaultChanged('German'),
		})
		// German is the default now, no longer one of the others.
		expect(await readSiteLanguages(t.db)).toEqual({ defaultLanguage: 'de', others: [] })
		expect(await getContentVersion(t.db)).not.toBe(version)
		const entry = (await listAuditLog(t.db)).find((e) => e.action === 'language.default')
		expect(entry?.detail).toEqual({ name: 'German', code: 'de', from: 'English' })
	})
})
