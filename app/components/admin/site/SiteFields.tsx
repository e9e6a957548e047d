// The inputs of a Site form, drawn from its fields (app/schemas/site-content.ts): each
// input is named by its path ('values.items.2.title'), which is what the form posts and
// what the server reads, and shows its hint and its message beside it.
import { SearchFields } from '#app/components/admin/search/SearchFields.tsx'
import { RichTextEditor } from '#app/components/admin/rich-text/RichTextEditor.tsx'
import { UploadField } from '#app/components/admin/UploadField.tsx'
import {
	describedBy,
	FieldMessages,
	fieldId,
	TextAreaField,
	TextField,
} from '#app/components/ui/Field.tsx'
import { cx } from '#app/components/ui/cx.ts'
import { controlClasses } from '#app/components/ui/Field.tsx'
import { LineIcon } from '#app/components/site/LineIcon.tsx'
import { readRichText } from '#app/lib/rich-text.ts'
import { readPageSearch } from '#app/schemas/search.ts'
import { ICON_KEYS, SITE_ICONS, type IconKey } from '#app/lib/site-icons.ts'
import type { ImageRef } from '#app/lib/types.ts'
import { fieldName, type Field, type Fields } from '#app/schemas/site-fields.ts'

import type { StateGroup, StateItem, StateNode, StatePath } from './form-state.ts'
import { ListEditor } from './ListEditor.tsx'

export interface FieldsContext {
	errors: Partial<Record<string, string>>
	onChange: (path: StatePath, value: StateNode) => void
	/** An image field's onBusyChange, by its name (Save waits for uploads). */
	trackUpload: (name: string) => (busy: boolean) => void
}

/** Fields in a grid: short ones side by side on a wide screen, long ones across. */
export function FieldsView({
	fields,
	state,
	path,
	context,
	only,
}: {
	fields: Fields
	state: StateGroup
	path: StatePath
	context: FieldsContext
	/** Draw these of `fields` only, in this order. */
	only?: readonly string[]
}) {
	const keys = only ?? Object.keys(fields)
	return (
		<div className="grid gap-5 md:grid-cols-2">
			{keys.map((key) => {
				const field = fields[key]
				if (!field) return null
				return (
					<div key={key} className={wide(field) ? 'md:col-span-2' : undefined}>
						<FieldView
							field={field}
							node={state[key] ?? null}
							path={[...path, key]}
							context={context}
						/>
					</div>
				)
			})}
		</div>
	)
}

function wide(field: Field): boolean {
	if (field.kind === 'text') return field.input === 'multiline' || field.max > 160
	return field.kind !== 'year' && field.kind !== 'icon'
}

function FieldView({
	field,
	node,
	path,
	context,
}: {
	field: Field
	node: StateNode
	path: StatePath
	context: FieldsContext
}) {
	const name = fieldName(path)
	const id = fieldId(name)
	const error = context.errors[name]
	const set = (value: StateNode) => context.onChange(path, value)
	const textValue = typeof node === 'string' ? node : ''

	switch (field.kind) {
		case 'group':
			return (
				<fieldset
					className="grid gap-4"
					aria-describedby={field.hint ? `${id}-hint` : undefined}
				>
					<legend className="mb-1 text-base font-semibold text-ink">{field.label}</legend>
					{field.hint ? (
						<p id={`${id}-hint`} className="-mt-2 text-sm text-ink-muted">
							{field.hint}
						</p>
					) : null}
					<FieldsView
						fields={field.fields}
						state={
							node && typeof node === 'object' && !Array.isArray(node)
								? (node as StateGroup)
								: {}
						}
						path={path}
						context={context}
					/>
				</fieldset>
			)
		case 'list':
			return (
				<ListEditor
					field={field}
					items={Array.isArray(node) ? (node as StateItem[]) : []}
					path={path}
					errors={context.errors}
					onChange={context.onChange}
				>
					{(item, itemPath) => (
						<FieldsView
							fields={field.fields}
							state={item.values}
							path={itemPath}
							context={context}
						/>
					)}
				</ListEditor>
			)
		case 'image':
			return (
				<UploadField
					id={id}
					name={name}
					label={field.label}
					kind={field.uploadKind}
					hint={field.hint}
					failureMessage={field.failureMessage}
					error={error}
					value={(node as ImageRef | null) ?? null}
					onChange={(image) => set(image)}
					onBusyChange={context.trackUpload(name)}
				/>
			)
		case 'rich':
			return (
				<RichTextEditor
					id={id}
					name={name}
					label={field.label}
					profile={field.profile}
					hint={field.hint}
					error={error}
					max={field.max}
					value={readRichText(textValue, field.profile)}
					onChange={(doc) => set(JSON.stringify(doc))}
				/>
			)
		case 'search':
			return (
				<SearchFields
					name={name}
					value={readPageSearch(safeJson(textValue))}
					onChange={(next) => set(JSON.stringify(next))}
					errors={context.errors}
					uploads={{ track: context.trackUpload }}
					fallbacks={{
						title: field.page,
						description: '',
						image: null,
						path: field.path,
					}}
				/>
			)
		case 'icon':
			return (
				<IconSelect
					id={id}
					name={name}
					label={field.label}
					value={textValue}
					error={error}
					onChange={set}
				/>
			)
		default:
			return (
				<TextFieldView
					field={field}
					id={id}
					name={name}
					error={error}
					value={textValue}
					set={set}
				/>
			)
	}
}

function safeJson(text: string): unknown {
	try {
		return text ? (JSON.parse(text) as unknown) : {}
	} catch {
		return {}
	}
}

/** A text or a year: a box or a line, as long as the field allows. */
function TextFieldView({
	field,
	set,
	...common
}: {
	field: Extract<Field, { kind: 'text' | 'year' }>
	id: string
	name: string
	error?: string
	value: string
	set: (value: string) => void
}) {
	const props = {
		...common,
		label: field.label,
		hint: field.hint,
		onChange: (event: { currentTarget: { value: string } }) =>
			set(event.currentTarget.value),
	}
	if (field.kind === 'year')
		return (
			<TextField
				{...props}
				inputMode="numeric"
				autoComplete="off"
				maxLength={4}
				className="max-w-48"
			/>
		)
	// A long line (a search description) gets a box it can wrap in.
	if (field.input === 'multiline' || (field.input === 'line' && field.max > 200))
		return (
			<TextAreaField {...props} rows={field.max > 500 ? 5 : 3} maxLength={field.max} />
		)
	return (
		<TextField
			{...props}
			type={field.input === 'url' ? 'url' : field.input === 'email' ? 'email' : 'text'}
			autoComplete="off"
			spellCheck={field.input === 'line'}
			maxLength={field.max}
		/>
	)
}

/** One of the site's icons, with the chosen one drawn beside the list. */
function IconSelect({
	id,
	name,
	label,
	value,
	error,
	onChange,
}: {
	id: string
	name: string
	label: string
	value: string
	error?: string
	onChange: (value: string) => void
}) {
	const icon = SITE_ICONS[value as IconKey] as (typeof SITE_ICONS)[IconKey] | undefined
	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
			</label>
			<div className="flex items-center gap-3">
				<span
					aria-hidden="true"
					className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand/12 text-brand-ink"
				>
					{icon ? <LineIcon icon={value as IconKey} className="size-6" /> : null}
				</span>
				<select
					id={id}
					name={name}
					value={value}
					onChange={(event) => onChange(event.currentTarget.value)}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, undefined, error)}
					className={cx(controlClasses, 'min-w-0')}
				>
					{ICON_KEYS.map((key) => (
						<option key={key} value={key}>
							{SITE_ICONS[key].label}
						</option>
					))}
				</select>
			</div>
			<FieldMessages id={id} error={error} />
		</div>
	)
}
