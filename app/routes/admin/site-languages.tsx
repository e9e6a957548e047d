import { keepPageOnFailedPost } from '#app/components/admin/failed-post.ts'
import { useState } from 'react'
import { data, Form, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { PageHeading, Panel } from '#app/components/admin/PageHeading.tsx'
import { LanguageName } from '#app/components/admin/translation/LanguageName.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { controlClasses, errorClasses } from '#app/components/ui/Field.tsx'
import { LANGUAGES, languageOf } from '#app/lib/languages.ts'
import { postedForm, readForm } from '#app/schemas/form.ts'
import {
	changeSiteLanguages,
	languageActionSchema,
	LANGUAGE_MESSAGES,
} from '#app/server/admin/languages.server.ts'
import { contentActor } from '#app/server/admin/site-content.server.ts'
import { access } from '#app/server/auth/permissions.server.ts'
import { requireUser } from '#app/server/auth/session.server.ts'
import { requestContext } from '#app/server/context.server.ts'
import { getDb } from '#app/server/db/index.server.ts'
import { answerForFailure } from '#app/server/faults.server.ts'
import { readSiteLanguages } from '#app/server/models/translations.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

import type { Route } from './+types/site-languages'

// Which languages the site is in is a site-wide setting: owner and admin (decision 046).
export const middleware: Route.MiddlewareFunction[] = [access({ read: 'settings' })]

export const meta: Route.MetaFunction = () => [{ title: 'Languages · Site · Dashboard' }]

const LANGUAGES_PATH = '/admin/site/languages'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return { languages: await readSiteLanguages(getDb()) }
}

interface ActionData {
	/** Which of the page's forms was refused ('add', 'default', or a language's code). */
	form: string
	fieldErrors: Partial<Record<'code' | 'confirm', string>>
	formError: string | null
}

/**
 * A change to the site's languages, in the order of every admin write (decision 026): the
 * user, the post read with the shared schema (400 with the field's message), the service
 * (409 when it no longer fits what is stored); then the page with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const posted = await postedForm(request)
	const intent = posted.get('intent')
	const which =
		intent === 'add' || intent === 'default' ? intent : String(posted.get('code') ?? '')
	const refuse = (status: number, answer: Partial<ActionData>) =>
		data<ActionData>(
			{ form: which, fieldErrors: {}, formError: null, ...answer },
			{ status },
		)
	const post = readForm(posted, languageActionSchema)
	if (!post.ok) {
		const message = post.fieldErrors.code ?? LANGUAGE_MESSAGES.chooseLanguage
		return post.fieldErrors.intent
			? refuse(400, { formError: 'Unknown action.' })
			: refuse(400, { fieldErrors: { code: message } })
	}
	try {
		const changed = await changeSiteLanguages(getDb(), contentActor(user), post.data)
		if (!changed.ok)
			return refuse(changed.status, { fieldErrors: { [changed.field]: changed.message } })
		return redirectWithToast(request, LANGUAGES_PATH, {
			tone: 'success',
			message: changed.message,
		})
	} catch (error) {
		const failure = answerForFailure(
			error,
			'The languages could not be saved. Please try again.',
			{
				logger: context.get(requestContext).logger,
				what: 'Failed to change the site’s languages',
			},
		)
		return refuse(failure.status, { formError: failure.message })
	}
}

const small = 'text-sm text-ink-muted'

/** The page stays as it is when a post fails on its way, and the toast says so. */
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailedPost(args)

export default function SiteLanguages({ loaderData, actionData }: Route.ComponentProps) {
	const { defaultLanguage, others } = loaderData.languages
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle'
	const used = new Set<string>([defaultLanguage, ...others.map((other) => other.code)])
	const addable = LANGUAGES.filter((language) => !used.has(language.code))
	const refused = (form: string) => (actionData?.form === form ? actionData : undefined)
	const [chosenDefault, setChosenDefault] = useState('')
	const chosenName = chosenDefault
		? languageOf(chosenDefault).englishName
		: 'that language'
	return (
		<div className="space-y-6">
			<PageHeading
				title="Languages"
				description="The languages visitors can read the site in. Every other language lives under its own address (/de/about) and shows the default language’s words wherever a field is not translated yet."
			/>
			{actionData?.formError ? (
				<FormAlert>
					<p className="font-semibold">{actionData.formError}</p>
				</FormAlert>
			) : null}

			<Panel
				id="languages-others"
				title="Languages of the site"
				description="A language you add is being prepared: translate the site in it, then publish it. Visitors see only published languages."
			>
				<ul className="grid gap-3" aria-label="The site’s languages">
					<li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line p-3">
						<LanguageName code={defaultLanguage} />
						<span className="rounded-full border border-line-strong px-2.5 py-0.5 text-sm font-semibold">
							Default
						</span>
						<span className={small}>Its pages keep their addresses.</span>
					</li>
					{others.map((other) => {
						const error = refused(other.code)?.fieldErrors.code
						const name = languageOf(other.code).englishName
						return (
							<li
								key={other.code}
								className="grid gap-2 rounded-xl border border-line p-3"
								data-language={other.code}
							>
								<div className="flex flex-wrap items-center gap-x-3 gap-y-2">
									<LanguageName code={other.code} />
									<span
										className={
											other.published
												? 'rounded-full border border-emerald-700 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 dark:border-emerald-300 dark:text-emerald-300'
												: 'rounded-full border border-line-strong px-2.5 py-0.5 text-sm font-semibold text-ink-muted'
										}
									>
										{other.published ? 'Published' : 'Being prepared'}
									</span>
									<span className={small}>/{other.code}/…</span>
								</div>
								<Form method="post" className="flex flex-wrap items-center gap-2">
									<input type="hidden" name="code" value={other.code} />
									{other.published ? (
										<Button
											type="submit"
											name="intent"
											value="unpublish"
											variant="outline"
											size="sm"
											disabled={busy}
										>
											Switch off<span className="sr-only"> {name}</span>
										</Button>
									) : (
										<Button
											type="submit"
											name="intent"
											value="publish"
											size="sm"
											disabled={busy}
										>
											Publish<span className="sr-only"> {name}</span>
										</Button>
									)}
									<Button
										type="submit"
										name="intent"
										value="remove"
										variant="outline"
										size="sm"
										disabled={busy}
									>
										Remove<span className="sr-only"> {name}</span>
									</Button>
									<span className={small}>Removing it keeps its translations.</span>
								</Form>
								{error ? <p className={errorClasses}>{error}</p> : null}
							</li>
						)
					})}
				</ul>
				{others.length === 0 ? (
					<p className={`${small} mt-3`}>
						The site is in one language. Add another to translate it.
					</p>
				) : null}
			</Panel>

			<Panel id="languages-add" title="Add a language">
				{/* A new form once a language is added: its list has one fewer, none chosen. */}
				<Form
					key={others.map((other) => other.code).join()}
					method="post"
					className="grid gap-3 sm:max-w-xl"
				>
					<label htmlFor="language-add" className="font-semibold">
						Language
					</label>
					<select
						id="language-add"
						name="code"
						required
						defaultValue=""
						className={controlClasses}
						aria-invalid={refused('add')?.fieldErrors.code ? true : undefined}
						aria-describedby={
							refused('add')?.fieldErrors.code ? 'language-add-error' : undefined
						}
					>
						<option value="" disabled>
							Choose a language
						</option>
						{addable.map((language) => (
							<option key={language.code} value={language.code}>
								{optionText(language.code)}
							</option>
						))}
					</select>
					{refused('add')?.fieldErrors.code ? (
						<p id="language-add-error" className={errorClasses}>
							{refused('add')?.fieldErrors.code}
						</p>
					) : null}
					<div>
						<Button type="submit" name="intent" value="add" disabled={busy}>
							Add language
						</Button>
					</div>
				</Form>
			</Panel>

			<Panel
				id="languages-default"
				title="Default language"
				description="The language the site’s words are written in. Its pages keep their addresses."
			>
				<Form method="post" className="grid gap-3 sm:max-w-xl">
					<label htmlFor="language-default" className="font-semibold">
						Default language
					</label>
					<select
						id="language-default"
						name="code"
						value={chosenDefault}
						onChange={(event) => setChosenDefault(event.target.value)}
						className={controlClasses}
						aria-describedby="language-default-warning"
					>
						<option value="">{optionText(defaultLanguage)} (now)</option>
						{LANGUAGES.filter((language) => language.code !== defaultLanguage).map(
							(language) => (
								<option key={language.code} value={language.code}>
									{optionText(language.code)}
								</option>
							),
						)}
					</select>
					<p
						id="language-default-warning"
						className="rounded-xl border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
					>
						<strong>Changing it translates nothing.</strong> Every word the site has now
						(each Site form, project and product) is then taken as {chosenName}: its pages
						show them under {chosenName}’s name, and the addresses of the other languages
						stay as they are.
					</p>
					{refused('default')?.fieldErrors.code ? (
						<p className={errorClasses}>{refused('default')?.fieldErrors.code}</p>
					) : null}
					<label className="flex items-start gap-2">
						<input
							type="checkbox"
							name="confirm"
							value="yes"
							className="mt-1 size-4"
							aria-describedby={
								refused('default')?.fieldErrors.confirm
									? 'language-confirm-error'
									: undefined
							}
						/>
						<span>I understand: the existing words are taken as {chosenName}.</span>
					</label>
					{refused('default')?.fieldErrors.confirm ? (
						<p id="language-confirm-error" className={errorClasses}>
							{refused('default')?.fieldErrors.confirm}
						</p>
					) : null}
					<div>
						<Button
							type="submit"
							name="intent"
							value="default"
							variant="outline"
							disabled={busy}
							// Its words wrap on a phone rather than leave the card.
							className="h-auto! min-h-11 whitespace-normal!"
						>
							Change the default language
						</Button>
					</div>
				</Form>
			</Panel>
		</div>
	)
}

/** 'Deutsch — German', with 'right to left' for the languages written so. */
function optionText(code: string): string {
	const language = languageOf(code)
	const names =
		language.name === language.englishName
			? language.name
			: `${language.name} — ${language.englishName}`
	return language.dir === 'rtl' ? `${names} (right to left)` : names
}
