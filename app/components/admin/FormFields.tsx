// A form's fields, read-only while another tab or person holds the form: the browser
// disables the inputs and buttons of a disabled fieldset, but not a rich-text editor's
// editable area, which reads the same flag from here.
import { createContext, useContext, type ComponentProps } from 'react'

const ReadOnly = createContext(false)

export function FormFields({
	readOnly,
	...props
}: { readOnly: boolean } & Omit<ComponentProps<'fieldset'>, 'disabled'>) {
	const within = useContext(ReadOnly)
	return (
		<ReadOnly.Provider value={readOnly || within}>
			<fieldset disabled={readOnly} {...props} />
		</ReadOnly.Provider>
	)
}

/** Whether the fields around are read-only (a FormFields' flag). */
export const useFieldsReadOnly = () => useContext(ReadOnly)
