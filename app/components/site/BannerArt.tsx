// Decorative banner art: small SVG files, fingerprinted and cached for a year, so the
// drawings cost no JavaScript. The banner that holds them hides them from assistive
// technology; they are drawn for the banners' indigo-to-blue background.
import browser from './art/browser.svg?url'
import circuit from './art/circuit.svg?url'
import orbit from './art/orbit.svg?url'
import phone from './art/phone.svg?url'
import team from './art/team.svg?url'

export interface ArtProps {
	/** The page's largest picture above the fold: fetched at once, with high priority. */
	priority?: boolean
}

function Art({ src, priority = false }: ArtProps & { src: string }) {
	return (
		<img
			src={src}
			alt=""
			width={320}
			height={240}
			loading={priority ? 'eager' : 'lazy'}
			decoding={priority ? undefined : 'async'}
			fetchPriority={priority ? 'high' : undefined}
			className="h-auto w-full"
		/>
	)
}

/** Orbits around a four-pointed star: the studio's mark, for the home page. */
export const OrbitArt = (props: ArtProps) => <Art src={orbit} {...props} />
/** A phone with an app screen. */
export const PhoneArt = (props: ArtProps) => <Art src={phone} {...props} />
/** A browser window with a page layout. */
export const BrowserArt = (props: ArtProps) => <Art src={browser} {...props} />
/** A chip linked to a gate, a mirror and a lock. */
export const CircuitArt = (props: ArtProps) => <Art src={circuit} {...props} />
/** Overlapping circles around the star: people working together, for the About page. */
export const TeamArt = (props: ArtProps) => <Art src={team} {...props} />
