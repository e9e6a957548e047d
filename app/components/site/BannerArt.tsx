// Decorative banner art, drawn in the page's own SVG: no image request, and no separate SVG
// document for the browser to build (an SVG in an <img> costs a document of its own, about
// 25 ms of main-thread work on a first load). The banner that holds them hides them from
// assistive technology; they are drawn for the banners' indigo-to-blue background.
import type { ReactNode } from 'react'

function Art({ children }: { children: ReactNode }) {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 320 240"
			width={320}
			height={240}
			fill="none"
			aria-hidden="true"
			focusable="false"
			className="h-auto w-full"
		>
			{children}
		</svg>
	)
}

/** Orbits around a four-pointed star: the studio's mark, for the home page. */
export const OrbitArt = () => (
	<Art>
		<g stroke="#fff" strokeOpacity=".28" strokeWidth="1.5">
			<ellipse cx="160" cy="120" rx="120" ry="44" />
			<ellipse cx="160" cy="120" rx="120" ry="44" transform="rotate(60 160 120)" />
			<ellipse cx="160" cy="120" rx="120" ry="44" transform="rotate(-60 160 120)" />
		</g>
		<circle cx="160" cy="120" r="44" fill="#fff" fillOpacity=".12" />
		<path
			d="M160 86l8.6 25.4 25.4 8.6-25.4 8.6-8.6 25.4-8.6-25.4-25.4-8.6 25.4-8.6z"
			fill="#fff"
		/>
		<circle cx="278" cy="100" r="9" fill="#F2A541" />
		<circle cx="112" cy="58" r="6" fill="#7DB4E6" />
		<circle cx="198" cy="190" r="7" fill="#fff" fillOpacity=".8" />
	</Art>
)

/** A phone with an app screen. */
export const PhoneArt = () => (
	<Art>
		<circle cx="210" cy="120" r="96" fill="#fff" fillOpacity=".12" />
		<rect
			x="110"
			y="14"
			width="116"
			height="214"
			rx="22"
			fill="#1C1C4F"
			stroke="#fff"
			strokeOpacity=".28"
			strokeWidth="2"
		/>
		<rect x="120" y="24" width="96" height="194" rx="14" fill="#F6F8FC" />
		<rect x="150" y="30" width="36" height="8" rx="4" fill="#1C1C4F" />
		<rect x="130" y="50" width="76" height="44" rx="10" fill="#4D92CE" />
		<rect x="138" y="60" width="34" height="6" rx="3" fill="#fff" fillOpacity=".8" />
		<rect x="138" y="72" width="52" height="10" rx="4" fill="#fff" />
		<g fill="#DCE3EF">
			<rect x="130" y="104" width="22" height="22" rx="7" />
			<rect x="157" y="104" width="22" height="22" rx="7" />
			<rect x="184" y="104" width="22" height="22" rx="7" />
		</g>
		<g fill="#EDF2F9">
			<rect x="130" y="138" width="18" height="18" rx="6" />
			<rect x="130" y="162" width="18" height="18" rx="6" />
			<rect x="130" y="186" width="18" height="18" rx="6" />
		</g>
		<g fill="#B9C4D8">
			<rect x="154" y="141" width="44" height="5" rx="2.5" />
			<rect x="154" y="165" width="44" height="5" rx="2.5" />
			<rect x="154" y="189" width="44" height="5" rx="2.5" />
		</g>
		<g fill="#DCE3EF">
			<rect x="154" y="150" width="28" height="4" rx="2" />
			<rect x="154" y="174" width="28" height="4" rx="2" />
			<rect x="154" y="198" width="28" height="4" rx="2" />
		</g>
		<circle cx="262" cy="62" r="20" fill="#F2A541" />
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
	</Art>
)

/** A browser window with a page layout. */
export const BrowserArt = () => (
	<Art>
		<circle cx="230" cy="90" r="80" fill="#fff" fillOpacity=".12" />
		<rect
			x="24"
			y="34"
			width="272"
			height="176"
			rx="14"
			fill="#F6F8FC"
			stroke="#fff"
			strokeOpacity=".28"
			strokeWidth="2"
		/>
		<path d="M24 48a14 14 0 0114-14h244a14 14 0 0114 14v10H24z" fill="#1C1C4F" />
		<circle cx="40" cy="46" r="3.5" fill="#F2A541" />
		<circle cx="52" cy="46" r="3.5" fill="#7DB4E6" />
		<circle cx="64" cy="46" r="3.5" fill="#fff" />
		<rect x="96" y="41" width="150" height="10" rx="5" fill="#fff" fillOpacity=".18" />
		<rect x="42" y="74" width="120" height="12" rx="4" fill="#2D2D75" />
		<rect x="42" y="94" width="100" height="6" rx="3" fill="#B9C4D8" />
		<rect x="42" y="106" width="84" height="6" rx="3" fill="#B9C4D8" />
		<rect x="42" y="122" width="56" height="18" rx="9" fill="#F2A541" />
		<rect x="176" y="70" width="102" height="74" rx="10" fill="#4D92CE" />
		<circle cx="206" cy="98" r="12" fill="#fff" fillOpacity=".85" />
		<path d="M176 134l30-24 22 16 18-12 32 22v8H176z" fill="#2D2D75" fillOpacity=".55" />
		<g fill="#fff" stroke="#DCE3EF">
			<rect x="42" y="156" width="72" height="40" rx="8" />
			<rect x="124" y="156" width="72" height="40" rx="8" />
			<rect x="206" y="156" width="72" height="40" rx="8" />
		</g>
		<g fill="#2E6DA8">
			<rect x="50" y="166" width="30" height="5" rx="2.5" />
			<rect x="132" y="166" width="30" height="5" rx="2.5" />
			<rect x="214" y="166" width="30" height="5" rx="2.5" />
		</g>
		<g fill="#DCE3EF">
			<rect x="50" y="177" width="48" height="4" rx="2" />
			<rect x="132" y="177" width="48" height="4" rx="2" />
			<rect x="214" y="177" width="48" height="4" rx="2" />
		</g>
	</Art>
)

/** A chip linked to a gate, a mirror and a lock. */
export const CircuitArt = () => (
	<Art>
		<circle cx="160" cy="120" r="100" fill="#fff" fillOpacity=".12" />
		<g stroke="#fff" strokeOpacity=".28" strokeWidth="2">
			<path d="M160 120L60 100V60" />
			<path d="M160 120L270 103.3V70" />
			<path d="M160 120L70 143.3V190" />
			<path d="M160 120L260 143.3V190" />
		</g>
		<rect
			x="118"
			y="78"
			width="84"
			height="84"
			rx="16"
			fill="#1C1C4F"
			stroke="#7DB4E6"
			strokeWidth="2"
		/>
		<rect x="138" y="98" width="44" height="44" rx="8" fill="#4D92CE" />
		<path
			d="M160 106v28M146 120h28"
			stroke="#fff"
			strokeWidth="3"
			strokeLinecap="round"
		/>
		<circle cx="60" cy="60" r="16" fill="#fff" />
		<circle cx="270" cy="70" r="16" fill="#F2A541" />
		<circle cx="70" cy="190" r="16" fill="#fff" />
		<circle cx="260" cy="190" r="16" fill="#fff" />
	</Art>
)

/** Overlapping circles around the star: people working together, for the About page. */
export const TeamArt = () => (
	<Art>
		<circle cx="120" cy="110" r="70" fill="#4D92CE" fillOpacity=".55" />
		<circle
			cx="200"
			cy="110"
			r="70"
			fill="#fff"
			fillOpacity=".16"
			stroke="#fff"
			strokeOpacity=".28"
			strokeWidth="1.5"
		/>
		<circle cx="160" cy="170" r="58" fill="#F2A541" fillOpacity=".75" />
		<path
			d="M160 94l7.4 21.8 21.8 7.4-21.8 7.4-7.4 21.8-7.4-21.8-21.8-7.4 21.8-7.4z"
			fill="#fff"
		/>
		<circle cx="268" cy="46" r="8" fill="#F2A541" />
		<circle cx="46" cy="200" r="6" fill="#fff" fillOpacity=".7" />
	</Art>
)

/** A letter leaving its envelope, for the Contact page. */
export const EnvelopeArt = () => (
	<Art>
		<circle cx="160" cy="124" r="100" fill="rgb(255 255 255 / 0.12)" />
		<rect x="92" y="52" width="136" height="104" rx="10" fill="#fff" />
		<path
			d="M112 80h72M112 100h96M112 120h60"
			stroke="#4D92CE"
			strokeWidth="6"
			strokeLinecap="round"
		/>
		<path
			d="M70 116 160 176l90-60v78a10 10 0 0 1-10 10H80a10 10 0 0 1-10-10z"
			fill="#1C1C4F"
		/>
		<path d="M70 116 160 176l90-60" stroke="#7DB4E6" strokeWidth="2" />
		<path
			d="M70 204 140 160M250 204l-70-44"
			stroke="rgb(255 255 255 / 0.28)"
			strokeWidth="2"
		/>
		<circle cx="262" cy="64" r="12" fill="#F2A541" />
		<circle cx="58" cy="78" r="7" fill="#7DB4E6" />
	</Art>
)
