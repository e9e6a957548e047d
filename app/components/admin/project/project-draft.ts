// The project form's working copy: what the admin types, with a stable key per row of the
// list editors, and the values the schema checks.
import {
	projectFieldErrors,
	projectFormSchema,
	type ProjectFieldErrors,
	type ProjectFormValues,
} from '#app/schemas/project.ts'

import { rowKey, type FeatureRow, type TextRow } from './RowEditors.tsx'

export interface Draft extends Omit<
	ProjectFormValues,
	'features' | 'platforms' | 'prototype'
> {
	features: FeatureRow[]
	platforms: TextRow[]
	prototype: TextRow[]
}

export function toDraft(values: ProjectFormValues): Draft {
	return {
		...values,
		features: values.features.map((f) => ({ key: rowKey(), ...f })),
		platforms: values.platforms.map((value) => ({ key: rowKey(), value })),
		prototype: values.prototype.map((value) => ({ key: rowKey(), value })),
	}
}

export function toValues(draft: Draft): ProjectFormValues {
	return {
		...draft,
		features: draft.features.map(({ title, description }) => ({ title, description })),
		platforms: draft.platforms.map((row) => row.value),
		prototype: draft.prototype.map((row) => row.value),
	}
}

export function errorsOf(values: ProjectFormValues): ProjectFieldErrors {
	const result = projectFormSchema.safeParse(values)
	return result.success ? {} : projectFieldErrors(result.error)
}

/** Sets one field of the draft. */
export type SetDraftField = <K extends keyof Draft>(key: K, value: Draft[K]) => void
