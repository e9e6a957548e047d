/** Turns while a form is being sent; still for visitors who prefer less motion. */
export function Spinner() {
	return (
		<svg
			viewBox="0 0 20 20"
			width="18"
			height="18"
			aria-hidden="true"
			focusable="false"
			className="animate-spin motion-reduce:animate-none"
		>
			<circle
				cx="10"
				cy="10"
				r="7"
				fill="none"
				stroke="currentColor"
				strokeOpacity="0.3"
				strokeWidth="2.2"
			/>
			<path
				d="M17 10a7 7 0 0 0-7-7"
				fill="none"
				stroke="currentColor"
				strokeWidth="2.2"
				strokeLinecap="round"
			/>
		</svg>
	)
}
