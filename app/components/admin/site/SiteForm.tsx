import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Form, useNavigation } from 'react-router'

import { FormAlert } from '#app/components/admin/FormAlert.tsx'
import { LeaveGuard } from '#app/components/admin/LeaveGuard.tsx'
import { Panel } from '#app/components/admin/PageHeading.tsx'
import { useUploadsBusy } from '#app/components/admin/upload-state.ts'
import { Button } from '#app/components/ui/Button.tsx'
import {
	readSiteForm,
	SITE_FORMS,
	type SiteFieldErrors,
	type SiteKey,
	type SiteSection,
} from '#app/schemas/site-content.ts'
import type { Fields } from '#app/schemas/site-fields.ts'

import {
	comparable,
	postedOf,
	stateOf,
	withStateAt,
	type StateGroup,
	type StateNode,
	type StatePath,
} from './form-state.ts'
import { FieldsView, type FieldsContext } from './SiteFields.tsx'

/** What the route answers a refused save with. */
export interface SiteFormActionData {
	fieldErrors: SiteFieldErrors
	formError: string | null
	/** After a 409: the revision now stored; saving again on it replaces the other save. */
	conflictRevision: number | null
}

/**
 * One Site form: its sections as panels, checked in the browser with the server's own
 * schema before it posts. Everything typed lives in this component's state, so a refused
 * save (400, 409, a fault) keeps it; a saved one comes back as the new revision.
 */
export function SiteForm({
	siteKey,
	value,
	revision: openedAt,
	actionData,
}: {
	siteKey: SiteKey
	value: unknown
	/** The revision the form was opened at (0: never saved). */
	revision: number
	actionData: SiteFormActionData | undefined
}) {
	const form = SITE_FORMS[siteKey]
	const fields: Fields = form.fields
	const [state, setState] = useState<StateGroup>(() => stateOf(fields, value))
	const [baseline] = useState(() => comparable(state))
	const dirty = comparable(state) !== baseline

	const navigation = useNavigation()
	const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const uploads = useUploadsBusy()
	const formRef = useRef<HTMLFormElement>(null)
	const alertRef = useRef<HTMLDivElement>(null)
	const revision = actionData?.conflictRevision ?? openedAt

	// The browser's check, from the first refused submit until the server answers again:
	// each fix clears its message as it is typed.
	const [checking, setChecking] = useState<{ answer: unknown } | null>(null)
	const check = (current: StateGroup): SiteFieldErrors => {
		const read = readSiteForm(siteKey, postedOf(fields, current))
		return read.ok ? {} : read.fieldErrors
	}
	const liveErrors = useMemo(
		() => (checking && checking.answer === actionData ? check(state) : null),
		[checking, actionData, state], // eslint-disable-line react-hooks/exhaustive-deps -- check reads only these
	)
	const errors = liveErrors ?? actionData?.fieldErrors ?? {}

	useEffect(() => {
		if (!actionData) return
		if (actionData.formError) alertRef.current?.focus()
		else focusFirstInvalid(formRef.current)
	}, [actionData])

	const context: FieldsContext = {
		errors,
		onChange: (path: StatePath, next: StateNode) =>
			setState((current) => withStateAt(current, path, next)),
		trackUpload: uploads.track,
	}

	return (
		<Form
			ref={formRef}
			method="post"
			noValidate
			aria-label={`${form.title}: site content`}
			className="grid gap-6"
			onSubmit={(event) => {
				if (uploads.busy) {
					event.preventDefault()
					return
				}
				if (Object.keys(check(state)).length > 0) {
					event.preventDefault()
					flushSync(() => setChecking({ answer: actionData }))
					focusFirstInvalid(formRef.current)
				}
			}}
		>
			<LeaveGuard
				when={dirty && !saving}
				message="Your changes to this form are not saved. If you leave now, they are lost."
			/>
			<input type="hidden" name="revision" value={revision} />

			{actionData?.formError ? (
				<div ref={alertRef} tabIndex={-1} className="focus:outline-none">
					<FormAlert>
						<p className="font-semibold">{actionData.formError}</p>
						{actionData.conflictRevision !== null ? (
							<p className="mt-1">
								<a
									href={`/admin/site/${siteKey}`}
									target="_blank"
									rel="noreferrer"
									className="font-semibold underline underline-offset-4"
								>
									Open the saved version in a new tab
								</a>
							</p>
						) : null}
					</FormAlert>
				</div>
			) : null}

			{form.sections.map((section) => (
				<SectionPanel
					key={section.id}
					section={section}
					fields={fields}
					state={state}
					context={context}
				/>
			))}

			<div className="sticky bottom-0 z-10 -mx-5 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
				<p role="status" className="mr-auto text-sm text-ink-muted">
					{uploads.busy
						? 'Waiting for uploads to finish…'
						: dirty
							? 'Unsaved changes'
							: ''}
				</p>
				<a
					href={form.publicPath}
					target="_blank"
					rel="noreferrer"
					className="text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
				>
					View the page<span className="sr-only"> (opens in a new tab)</span>
				</a>
				<Button type="submit" disabled={uploads.busy || saving}>
					{saving ? 'Publishing…' : 'Publish'}
				</Button>
			</div>
		</Form>
	)
}

/**
 * A section of the form. A section of one group draws the group's fields itself (its hint
 * under the panel's title); a section of several shows each group under its own legend.
 */
function SectionPanel({
	section,
	fields,
	state,
	context,
}: {
	section: SiteSection
	fields: Fields
	state: StateGroup
	context: FieldsContext
}) {
	const [only] = section.fields
	const alone = section.fields.length === 1 && only ? fields[only] : undefined
	const id = `site-${section.id}`
	if (alone?.kind === 'group' && only) {
		const inner = state[only]
		return (
			<Panel id={id} title={section.title} description={alone.hint}>
				<FieldsView
					fields={alone.fields}
					state={
						inner && typeof inner === 'object' && !Array.isArray(inner)
							? (inner as StateGroup)
							: {}
					}
					path={[only]}
					context={context}
				/>
			</Panel>
		)
	}
	return (
		<Panel id={id} title={section.title} description={section.description}>
			<FieldsView
				fields={fields}
				state={state}
				path={[]}
				only={section.fields}
				context={context}
			/>
		</Panel>
	)
}

function focusFirstInvalid(form: HTMLFormElement | null) {
	const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
	if (field) {
		field.focus()
		return
	}
	form
		?.querySelector<HTMLElement>('[data-field-error]')
		?.scrollIntoView({ block: 'center' })
}
