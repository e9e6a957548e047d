// The site's own interface words in English: the default catalogue, and spec.md's wording
// exactly where the spec gives it. ICU MessageFormat; ids name the place and what it is.
// Every other catalogue has the same ids and placeholders (catalogues.test.ts).
const en = {
	// Header, footer, every page's frame
	'frame.skipLink': 'Skip to content',
	'frame.homeSuffix': 'home',
	'nav.label': 'Main',
	'nav.home': 'Home',
	'nav.about': 'About Us',
	'nav.portfolio': 'Portfolio',
	'nav.products': 'Products',
	'nav.services': 'Services',
	'nav.contact': 'Contact Us',
	'menu.open': 'Open menu',
	'menu.close': 'Close menu',
	'footer.startProject': 'Start a project',
	'footer.contactHeading': 'Get started with a new way of customer relation',
	'footer.contactText':
		'Tell us what you are building and where you want to take it. A real person from our team will write back.',
	'footer.appearance': 'Appearance',
	'frame.language': 'Language',
	'footer.explore': 'Explore',
	'footer.copyright': '© {year, number, ::group-off} {company}',
	'footer.socialLink': '{company} on {network}',
	'theme.toDark': 'Dark Mode',
	'theme.toLight': 'Light Mode',

	// The contact forms (spec §2, §4, §5, §8)
	'contact.name': 'Name',
	'contact.email': 'Email',
	'contact.message': 'Message',
	'contact.send': 'Send Message',
	'contact.sending': 'Sending...',
	'contact.pageEmail': 'E-mail',
	'contact.phone': 'Phone Number',
	'contact.phoneHint': 'Digits, spaces, +, - and parentheses, with 6 to 20 digits',
	'contact.request': 'Request',
	'contact.request.mobile': 'Mobile Application',
	'contact.request.mobileHint': 'iOS and Android apps',
	'contact.request.website': 'Website Development',
	'contact.request.websiteHint': 'Sites, shops and web apps',
	'contact.request.smart': 'Smart Systems',
	'contact.request.smartHint': 'Gates, mirrors, locks and more',
	'contact.notes': 'Notes',
	'contact.notesPlaceholder': 'What are you building, for whom, and by when?',
	'contact.connect': 'Connect',
	'contact.pageFormHeading': 'Tell us about your project',
	'contact.honeypot': 'Leave this field empty',
	'contact.success': 'Message sent successfully!',
	'contact.failure': 'Failed to send message',
	'contact.networkFailure': 'Failed to send message. Please try again.',
	'contact.invalid.required':
		'{field} {fieldNumber, select, plural {are} other {is}} required',
	'contact.invalid.notText': '{field} must be text',
	'contact.invalid.tooLong': '{field} must be at most {max, number} characters',
	'contact.invalid.singleLine': '{field} must be on a single line',
	'contact.invalid.email': '{field} must be a valid email address',
	'contact.invalid.phoneCharacters':
		'{field} may contain only digits, spaces, +, - and parentheses',
	'contact.invalid.phoneDigits':
		'{field} must have {min, number} to {max, number} digits',
	'contact.invalid.requestChoice': '{field} must be one of {first}, {second} or {third}',
	'contact.invalid.notAnObject':
		'The request body must be an object with the form fields',
	'contact.invalid.checkForm': 'Check the form and try again',
	'contact.tooLarge': 'Your message is too long to send. Please shorten it.',
	'contact.unsupported': 'Send the form as JSON or as a form post.',
	'contact.badJson': 'The request body must be valid JSON.',
	'contact.unreadableForm': 'The form could not be read.',
	'contact.notStored':
		'Your message could not be saved. Please try again in a few minutes.',
	'contact.rateLimited':
		'Too many messages from your address. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
	'contact.pageHeading': 'Contact Us',
	'contact.replyPromise': 'Our team replies within {promise}.',

	// Home
	'home.clientsHeading': 'Trusted by teams at',
	'home.clientLogos': 'Client logos',
	'home.featuredEyebrow': 'Made by us',
	'home.featuredHeading': 'Featured Products',
	'home.featuredText':
		'Products we design, build and run ourselves, used every day by businesses like yours.',
	'home.viewAllProducts': 'View All Products',
	'home.noFeaturedHeading': "We're working on it",
	'home.noFeaturedText': 'No featured product found',
	'home.viewProduct': 'View Product',
	'home.testimonialsEyebrow': 'Testimonials',
	'home.testimonialsHeading': 'What our clients say',
	'home.learnMore': 'Learn More',
	'home.learnMoreAbout': 'about {company}',
	'home.seeOurWork': 'See our work',
	'home.processImage': 'Our development process: {stages}',
	'slider.slide': '{index, number} of {count, number}',
	'slider.dot': 'Show testimonial {index, number} of {count, number}: {name}',
	'motion.pause': 'Pause {what}',
	'motion.play': 'Play {what}',
	'motion.clientLogos': 'client logos',
	'motion.testimonials': 'testimonials',

	// Portfolio, Products, Services
	'tabs.mobile': 'Mobile Applications',
	'tabs.websites': 'Websites',
	'tabs.smartSystems': 'Smart Systems',
	'tabs.label': '{page} categories',
	'projects.loading': 'Loading projects...',
	'projects.failed': 'Failed to load projects.',
	'projects.retry': 'Try again',
	'projects.emptyPortfolio': 'No projects found for this category.',
	'projects.emptyProducts': 'No products found for this category.',
	'projects.viewProject': 'View Project',
	'projects.viewProduct': 'View Product',
	'projects.platforms': 'Platforms',
	'projects.noImage': 'No image yet',
	'pager.label': 'Pagination',
	'pager.previous': 'Previous',
	'pager.next': 'Next',
	'pager.page': 'Page',
	'collection.pageTitle':
		'{collection}: {tab}{page, plural, =1 {} other { (page {page, number})}}',
	'portfolio.eyebrow': 'Our work',
	'portfolio.intro':
		'Mobile applications and websites we have designed and built with our clients, from the first workshop to launch day and beyond.',
	'portfolio.mobileDescription':
		'Mobile apps we designed and built with its clients: banking, health, delivery and hospitality apps for iOS and Android.',
	'portfolio.websitesDescription':
		'Websites and web platforms we designed and built with its clients: portals, learning platforms and marketing sites.',
	'portfolio.mobileBannerTitle': 'Apps people keep on their home screen',
	'portfolio.mobileBannerText':
		'Banking, health, logistics and hospitality apps we designed and built with our clients for iOS and Android. Have an app in mind? Tell us about it.',
	'portfolio.websitesBannerTitle': 'Websites that work as hard as you do',
	'portfolio.websitesBannerText':
		'Portals, learning platforms and marketing sites that load fast, read well on any screen and are easy for your team to run. Planning a new site?',
	'products.eyebrow': 'Our products',
	'products.intro':
		'The apps and platforms we build, run and keep improving ourselves, each one ready to carry your brand or to be shaped around your business.',
	'products.mobileDescription':
		'Our own mobile products: retail, smart-access, education and field-service apps for iOS and Android, ready for your brand.',
	'products.websitesDescription':
		'Our own web products: storefront, booking, scheduling and hospitality platforms we run and license to growing businesses.',
	'products.mobileBannerTitle': 'Apps we build, run and keep improving',
	'products.mobileBannerText':
		'Our own mobile products, ready to carry your brand or to be tailored to the way your team works. Ask us for a demo.',
	'products.websitesBannerTitle': 'Web products, ready when you are',
	'products.websitesBannerText':
		'Storefront, booking and scheduling platforms we maintain and license to growing businesses. Let us show you one with your data.',
	'services.pageTitle': 'Services: {tab}',
	'services.checkOutWork': 'Check out our work!',
	'services.newWorkSoon':
		'New work is on its way. In the meantime, tell us about your project.',
	'services.allMobile': 'See all mobile apps',
	'services.allWebsites': 'See all websites',
	'about.missionAndVision': 'Mission and vision',

	// A project's page
	'project.breadcrumb': 'Breadcrumb',
	'project.type': 'Type',
	'project.type.mobile': 'Mobile Application',
	'project.type.website': 'Website',
	'project.category': 'Category',
	'project.platforms': 'Platforms',
	'project.keyFeatures': 'Key Features',
	'project.colors': 'Colors',
	'project.color.primary': 'Primary',
	'project.color.secondary': 'Secondary',
	'project.color.accent': 'Accent',
	'project.prototype': 'Prototype',
	'project.prototypeLoading': 'Loading the interactive prototype…',
	'project.prototypeTitle':
		'{project} prototype{count, plural, =1 {} other { {index, number} of {count, number}}}',
	'project.opensInNewTab': '(opens in a new tab)',
	'project.copyPrototype': 'Copy Prototype URL',
	'project.copied': 'Copied!',
	'project.prototypeCopied': 'Prototype URL copied',
	'project.noPrototype': 'No prototype available for this project yet.',
	'project.phases': 'Project Phases',
	'project.phasesIntro.mobile':
		'How a mobile app goes from idea to the app stores with us.',
	'project.phasesIntro.website':
		'How a website goes from first workshop to launch with us.',
	'project.phaseNumber': 'Phase {number, number}:',
	'project.productImages': 'Product Images',
	'project.imageAlt': '{project}, image {index, number} of {count, number}',
	'project.closingHeading': 'Have a project like {project} in mind?',
	'project.closingText': 'Tell us about it: we reply within 3 working days.',
	'cta.letsTalk': "Let's Talk!",
	'project.backTo': 'Back to {list}',
	'project.notFoundEyebrow': 'Error 404',
	'project.notFoundHeading': 'Project Not Found',
	'project.notFoundText':
		'This project is not here: it may have been renamed, taken down or never existed. Our other work is one click away.',
	'project.backToPortfolio': 'Back to Portfolio',
	'project.seeProducts': 'See our products',
	'phase.mobile.1.title': 'Concept & Planning',
	'phase.mobile.1.text':
		'We map the audience, the core journeys and the launch goals, then agree on a scope that ships.',
	'phase.mobile.2.title': 'UI/UX Design',
	'phase.mobile.2.text':
		'Wireframes become an interactive prototype, tested with real users before a line of code is written.',
	'phase.mobile.3.title': 'Development & Testing',
	'phase.mobile.3.text':
		'Native-quality builds for iOS and Android in short sprints, with automated tests and weekly demos.',
	'phase.mobile.4.title': 'Deployment & Publishing',
	'phase.mobile.4.text':
		'Store listings, review and release, then monitoring and updates once real people are using it.',
	'phase.website.1.title': 'Discovery',
	'phase.website.1.text':
		'Workshops with your team to learn the business, the audience and what success means.',
	'phase.website.2.title': 'Planning',
	'phase.website.2.text':
		'A sitemap, a content plan and a timeline everyone signs off on.',
	'phase.website.3.title': 'Wireframing',
	'phase.website.3.text':
		'Page structures and user flows, sketched and tested before visual design begins.',
	'phase.website.4.title': 'Visual Design',
	'phase.website.4.text':
		'A design system in your brand: type, colour, components and every key page.',
	'phase.website.5.title': 'Development',
	'phase.website.5.text':
		'Fast, accessible, search-friendly pages built on a stack your team can maintain.',
	'phase.website.6.title': 'Testing',
	'phase.website.6.text':
		'Cross-browser, device, accessibility and performance checks before anything goes live.',
	'phase.website.7.title': 'Launch & Support',
	'phase.website.7.text':
		'A calm launch, analytics in place, and support while the site grows with you.',

	// Not found, errors, previews
	'notFound.title': 'Page not found',
	'notFound.eyebrow': 'Error {status, number, ::group-off}',
	'notFound.heading': 'This page took a different route',
	'notFound.text':
		'The page you are looking for has moved or never existed. Head back home, or see what we have been building lately.',
	'notFound.goneHeading': 'This page is no longer here',
	'notFound.goneText':
		'We took this page down for good. Head back home, or see what we have been building lately.',
	'notFound.home': 'Home',
	'notFound.backToPortfolio': 'Back to Portfolio',
	'error.heading': 'Unexpected Application Error!',
	'error.unavailableHeading': 'This page is unavailable for a moment',
	'error.title': 'Error',
	'error.titleWithStatus': 'Error {status, number, ::group-off}',
	'error.unreachable':
		'The page could not be loaded. Check your connection and try again.',
	'error.ours': 'Something went wrong on our side.',
	'error.unknown': 'Unknown error',
	'error.tryAgain': 'Try again',
	'error.backHome': 'Back to home',
	'error.siteUnavailable': 'The site cannot be shown right now.',
	'preview.label': 'Preview',
	'preview.title': '{heading} · Preview',
	'preview.lead': 'Preview.',
	'preview.byAdmin':
		'This page shows unpublished changes. Visitors see the published version.',
	'preview.byLink':
		'A draft shared for review: it is not on the public site yet. This link works until {expiresAt}.',
	'preview.signedOutEyebrow': 'Sign-in needed',
	'preview.signedOutHeading': 'This preview is for signed-in admins',
	'preview.signedOutText':
		'Sign in to the dashboard, then open the preview again from the form.',
	'preview.goneEyebrow': 'Link no longer valid',
	'preview.goneHeading': 'This preview link has expired or was withdrawn',
	'preview.goneText': 'Ask the person who sent it for a new link.',
	'preview.unknownEyebrow': 'Error 404',
	'preview.unknownHeading': 'This preview does not exist',
	'preview.unknownText':
		'Check that the whole link was copied, or ask the person who sent it for a new one.',
	'preview.signIn': 'Sign in',
	'preview.home': 'Home',
	'preview.seeOurWork': 'See our work',
} as const

export type MessageId = keyof typeof en

export default en satisfies Record<MessageId, string>
