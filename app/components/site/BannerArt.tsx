// Decorative banner art, drawn inline: no image request, sharp at any size, and it
// follows the banner's colours. Every piece is hidden from assistive technology by
// the banner that holds it.

const line = 'rgb(255 255 255 / 0.28)'
const soft = 'rgb(255 255 255 / 0.12)'
const accent = '#F2A541'
const brand = '#7DB4E6'

/** Orbits around a four-pointed star: the studio's mark, for the home page. */
export function OrbitArt() {
	return (
		<svg viewBox="0 0 320 240" className="h-auto w-full" fill="none">
			<ellipse cx="160" cy="120" rx="120" ry="44" stroke={line} strokeWidth="1.5" />
			<ellipse
				cx="160"
				cy="120"
				rx="120"
				ry="44"
				stroke={line}
				strokeWidth="1.5"
				transform="rotate(60 160 120)"
			/>
			<ellipse
				cx="160"
				cy="120"
				rx="120"
				ry="44"
				stroke={line}
				strokeWidth="1.5"
				transform="rotate(-60 160 120)"
			/>
			<circle cx="160" cy="120" r="44" fill={soft} />
			<path
				d="M160 86l8.6 25.4 25.4 8.6-25.4 8.6-8.6 25.4-8.6-25.4-25.4-8.6 25.4-8.6z"
				fill="#fff"
			/>
			<circle cx="296" cy="102" r="9" fill={accent} />
			<circle cx="108" cy="52" r="6" fill={brand} />
			<circle cx="198" cy="196" r="7" fill="#fff" opacity="0.8" />
		</svg>
	)
}

/** A phone with an app screen. */
export function PhoneArt() {
	return (
		<svg viewBox="0 0 320 240" className="h-auto w-full" fill="none">
			<circle cx="210" cy="120" r="96" fill={soft} />
			<rect
				x="110"
				y="14"
				width="116"
				height="214"
				rx="22"
				fill="#1C1C4F"
				stroke={line}
				strokeWidth="2"
			/>
			<rect x="120" y="24" width="96" height="194" rx="14" fill="#F6F8FC" />
			<rect x="150" y="30" width="36" height="8" rx="4" fill="#1C1C4F" />
			<rect x="130" y="50" width="76" height="44" rx="10" fill="#4D92CE" />
			<rect x="138" y="60" width="34" height="6" rx="3" fill="#fff" opacity="0.8" />
			<rect x="138" y="72" width="52" height="10" rx="4" fill="#fff" />
			{[0, 1, 2].map((i) => (
				<rect
					key={i}
					x={130 + i * 27}
					y="104"
					width="22"
					height="22"
					rx="7"
					fill="#DCE3EF"
				/>
			))}
			{[0, 1, 2].map((i) => (
				<g key={i}>
					<rect x="130" y={138 + i * 24} width="18" height="18" rx="6" fill="#EDF2F9" />
					<rect x="154" y={141 + i * 24} width="44" height="5" rx="2.5" fill="#B9C4D8" />
					<rect x="154" y={150 + i * 24} width="28" height="4" rx="2" fill="#DCE3EF" />
				</g>
			))}
			<circle cx="262" cy="62" r="20" fill={accent} />
			<path
				d="M254 62l6 6 11-12"
				stroke="#1B1B3A"
				strokeWidth="3.5"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
			<rect x="40" y="150" width="78" height="40" rx="12" fill="#fff" />
			<circle cx="60" cy="170" r="9" fill="#4D92CE" />
			<rect x="74" y="163" width="34" height="5" rx="2.5" fill="#B9C4D8" />
			<rect x="74" y="173" width="22" height="4" rx="2" fill="#DCE3EF" />
		</svg>
	)
}

/** A browser window with a page layout. */
export function BrowserArt() {
	return (
		<svg viewBox="0 0 320 240" className="h-auto w-full" fill="none">
			<circle cx="230" cy="90" r="80" fill={soft} />
			<rect
				x="24"
				y="34"
				width="272"
				height="176"
				rx="14"
				fill="#F6F8FC"
				stroke={line}
				strokeWidth="2"
			/>
			<path d="M24 48a14 14 0 0114-14h244a14 14 0 0114 14v10H24z" fill="#1C1C4F" />
			{[0, 1, 2].map((i) => (
				<circle
					key={i}
					cx={40 + i * 12}
					cy="46"
					r="3.5"
					fill={[accent, brand, '#fff'][i]}
				/>
			))}
			<rect x="96" y="41" width="150" height="10" rx="5" fill="rgb(255 255 255 / 0.18)" />
			<rect x="42" y="74" width="120" height="12" rx="4" fill="#2D2D75" />
			<rect x="42" y="94" width="100" height="6" rx="3" fill="#B9C4D8" />
			<rect x="42" y="106" width="84" height="6" rx="3" fill="#B9C4D8" />
			<rect x="42" y="122" width="56" height="18" rx="9" fill={accent} />
			<rect x="176" y="70" width="102" height="74" rx="10" fill="#4D92CE" />
			<circle cx="206" cy="98" r="12" fill="#fff" opacity="0.85" />
			<path d="M176 134l30-24 22 16 18-12 32 22v8H176z" fill="#2D2D75" opacity="0.55" />
			{[0, 1, 2].map((i) => (
				<g key={i}>
					<rect
						x={42 + i * 82}
						y="156"
						width="72"
						height="40"
						rx="8"
						fill="#fff"
						stroke="#DCE3EF"
					/>
					<rect x={50 + i * 82} y="166" width="30" height="5" rx="2.5" fill="#2E6DA8" />
					<rect x={50 + i * 82} y="177" width="48" height="4" rx="2" fill="#DCE3EF" />
				</g>
			))}
		</svg>
	)
}

/** A chip linked to a gate, a mirror and a lock. */
export function CircuitArt() {
	const nodes: Array<[number, number]> = [
		[60, 60],
		[270, 70],
		[70, 190],
		[260, 190],
	]
	return (
		<svg viewBox="0 0 320 240" className="h-auto w-full" fill="none">
			<circle cx="160" cy="120" r="100" fill={soft} />
			{nodes.map(([x, y]) => (
				<path
					key={`${x}-${y}`}
					d={`M160 120 L${x} ${120 + (y - 120) / 3} L${x} ${y}`}
					stroke={line}
					strokeWidth="2"
				/>
			))}
			<rect
				x="118"
				y="78"
				width="84"
				height="84"
				rx="16"
				fill="#1C1C4F"
				stroke={brand}
				strokeWidth="2"
			/>
			<rect x="138" y="98" width="44" height="44" rx="8" fill="#4D92CE" />
			<path
				d="M160 106v28M146 120h28"
				stroke="#fff"
				strokeWidth="3"
				strokeLinecap="round"
			/>
			{nodes.map(([x, y], i) => (
				<circle key={i} cx={x} cy={y} r="16" fill={i === 1 ? accent : '#fff'} />
			))}
		</svg>
	)
}

/** Three overlapping circles: people working together, for the About page. */
export function TeamArt() {
	return (
		<svg viewBox="0 0 320 240" className="h-auto w-full" fill="none">
			<circle cx="120" cy="110" r="70" fill="rgb(77 146 206 / 0.55)" />
			<circle
				cx="200"
				cy="110"
				r="70"
				fill="rgb(255 255 255 / 0.16)"
				stroke={line}
				strokeWidth="1.5"
			/>
			<circle cx="160" cy="170" r="58" fill="rgb(242 165 65 / 0.75)" />
			<path
				d="M160 94l7.4 21.8 21.8 7.4-21.8 7.4-7.4 21.8-7.4-21.8-21.8-7.4 21.8-7.4z"
				fill="#fff"
			/>
			<circle cx="268" cy="46" r="8" fill={accent} />
			<circle cx="46" cy="200" r="6" fill="#fff" opacity="0.7" />
		</svg>
	)
}
