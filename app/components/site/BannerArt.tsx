// Decorative banner art: small SVG files, fingerprinted and cached for a year, so the
// drawings cost no JavaScript. The banner that holds them hides them from assistive
// technology; they are drawn for the banners' indigo-to-blue background.
import browser from './art/browser.svg?url'
import circuit from './art/circuit.svg?url'
import orbit from './art/orbit.svg?url'
import phone from './art/phone.svg?url'
import team from './art/team.svg?url'

function Art({ src }: { src: string }) {
	return (
		<img
			src={src}
			alt=""
			width={320}
			height={240}
			loading="lazy"
			decoding="async"
			className="h-auto w-full"
		/>
	)
}

/** Orbits around a four-pointed star: the studio's mark, for the home page. */
export const OrbitArt = () => <Art src={orbit} />
/** A phone with an app screen. */
export const PhoneArt = () => <Art src={phone} />
/** A browser window with a page layout. */
export const BrowserArt = () => <Art src={browser} />
/** A chip linked to a gate, a mirror and a lock. */
export const CircuitArt = () => <Art src={circuit} />
/** Overlapping circles around the star: people working together, for the About page. */
export const TeamArt = () => <Art src={team} />
