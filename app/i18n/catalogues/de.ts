// The site's own interface words in German (formal address), message for message as en.ts.
import type { Catalogue } from '../words.ts'

const de: Catalogue = {
	// Header, footer, every page's frame
	'frame.skipLink': 'Zum Inhalt springen',
	'frame.homeSuffix': 'Startseite',
	'nav.label': 'Hauptmenü',
	'nav.home': 'Start',
	'nav.about': 'Über uns',
	'nav.portfolio': 'Portfolio',
	'nav.products': 'Produkte',
	'nav.services': 'Leistungen',
	'nav.contact': 'Kontakt',
	'menu.open': 'Menü öffnen',
	'menu.close': 'Menü schließen',
	'footer.startProject': 'Projekt starten',
	'footer.contactHeading': 'Starten Sie eine neue Art der Kundenbeziehung',
	'footer.contactText':
		'Erzählen Sie uns, was Sie entwickeln und wohin Sie damit wollen. Ein Mensch aus unserem Team antwortet Ihnen.',
	'footer.appearance': 'Darstellung',
	'frame.language': 'Sprache',
	'footer.explore': 'Entdecken',
	'footer.copyright': '© {year, number, ::group-off} {company}',
	'footer.socialLink': '{company} auf {network}',
	'theme.toDark': 'Dunkler Modus',
	'theme.toLight': 'Heller Modus',

	// The contact forms
	'contact.name': 'Name',
	'contact.email': 'E-Mail',
	'contact.message': 'Nachricht',
	'contact.send': 'Nachricht senden',
	'contact.sending': 'Wird gesendet …',
	'contact.pageEmail': 'E-Mail',
	'contact.phone': 'Telefonnummer',
	'contact.phoneHint': 'Ziffern, Leerzeichen, +, - und Klammern, mit 6 bis 20 Ziffern',
	'contact.request': 'Anliegen',
	'contact.request.mobile': 'Mobile App',
	'contact.request.mobileHint': 'Apps für iOS und Android',
	'contact.request.website': 'Website-Entwicklung',
	'contact.request.websiteHint': 'Websites, Shops und Web-Apps',
	'contact.request.smart': 'Smarte Systeme',
	'contact.request.smartHint': 'Tore, Spiegel, Schlösser und mehr',
	'contact.notes': 'Notizen',
	'contact.notesPlaceholder': 'Was entwickeln Sie, für wen und bis wann?',
	'contact.connect': 'Verbinden',
	'contact.pageFormHeading': 'Erzählen Sie uns von Ihrem Projekt',
	'contact.honeypot': 'Dieses Feld bitte leer lassen',
	'contact.success': 'Nachricht erfolgreich gesendet!',
	'contact.failure': 'Nachricht konnte nicht gesendet werden',
	'contact.networkFailure':
		'Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
	'contact.invalid.required':
		'{fieldNumber, select, plural {{field} sind erforderlich} other {{field} ist erforderlich}}',
	'contact.invalid.notText': '{field}: Bitte geben Sie Text ein',
	'contact.invalid.tooLong': '{field}: höchstens {max, number} Zeichen erlaubt',
	'contact.invalid.singleLine': '{field} muss in einer Zeile stehen',
	'contact.invalid.email': '{field} muss eine gültige E-Mail-Adresse sein',
	'contact.invalid.phoneCharacters':
		'{field} darf nur Ziffern, Leerzeichen, +, - und Klammern enthalten',
	'contact.invalid.phoneDigits':
		'{field} muss {min, number} bis {max, number} Ziffern haben',
	'contact.invalid.requestChoice': '{field} muss {first}, {second} oder {third} sein',
	'contact.invalid.notAnObject':
		'Der Inhalt der Anfrage muss ein Objekt mit den Feldern des Formulars sein',
	'contact.invalid.checkForm':
		'Bitte prüfen Sie das Formular und versuchen Sie es erneut',
	'contact.tooLarge': 'Ihre Nachricht ist zu lang zum Senden. Bitte kürzen Sie sie.',
	'contact.unsupported': 'Senden Sie das Formular als JSON oder als Formular-POST.',
	'contact.badJson': 'Der Inhalt der Anfrage muss gültiges JSON sein.',
	'contact.unreadableForm': 'Das Formular konnte nicht gelesen werden.',
	'contact.notStored':
		'Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
	'contact.rateLimited':
		'Zu viele Nachrichten von Ihrer Adresse. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
	'contact.pageHeading': 'Kontakt',
	'contact.replyPromise': 'Unser Team antwortet innerhalb von {promise}.',

	// Home
	'home.clientsHeading': 'Teams, die uns vertrauen',
	'home.clientLogos': 'Logos unserer Kunden',
	'home.featuredEyebrow': 'Von uns entwickelt',
	'home.featuredHeading': 'Ausgewählte Produkte',
	'home.featuredText':
		'Produkte, die wir selbst entwerfen, entwickeln und betreiben – jeden Tag im Einsatz bei Unternehmen wie Ihrem.',
	'home.viewAllProducts': 'Alle Produkte ansehen',
	'home.noFeaturedHeading': 'Wir arbeiten daran',
	'home.noFeaturedText': 'Kein ausgewähltes Produkt gefunden',
	'home.viewProduct': 'Produkt ansehen',
	'home.testimonialsEyebrow': 'Stimmen',
	'home.testimonialsHeading': 'Was unsere Kunden sagen',
	'home.learnMore': 'Mehr erfahren',
	'home.learnMoreAbout': 'über {company}',
	'home.seeOurWork': 'Unsere Arbeiten ansehen',
	'home.processImage': 'Unser Entwicklungsprozess: {stages}',
	'slider.slide': '{index, number} von {count, number}',
	'slider.dot': 'Kundenstimme {index, number} von {count, number} zeigen: {name}',
	'motion.pause': '{what} anhalten',
	'motion.play': '{what} abspielen',
	'motion.clientLogos': 'Kundenlogos',
	'motion.testimonials': 'Kundenstimmen',

	// Portfolio, Products, Services
	'tabs.mobile': 'Mobile Apps',
	'tabs.websites': 'Websites',
	'tabs.smartSystems': 'Smarte Systeme',
	'tabs.label': 'Kategorien: {page}',
	'projects.loading': 'Projekte werden geladen …',
	'projects.failed': 'Projekte konnten nicht geladen werden.',
	'projects.retry': 'Erneut versuchen',
	'projects.emptyPortfolio': 'Keine Projekte in dieser Kategorie gefunden.',
	'projects.emptyProducts': 'Keine Produkte in dieser Kategorie gefunden.',
	'projects.viewProject': 'Projekt ansehen',
	'projects.viewProduct': 'Produkt ansehen',
	'projects.platforms': 'Plattformen',
	'projects.noImage': 'Noch kein Bild',
	'pager.label': 'Seitennavigation',
	'pager.previous': 'Zurück',
	'pager.next': 'Weiter',
	'pager.page': 'Seite',
	'collection.pageTitle':
		'{collection}: {tab}{page, plural, =1 {} other { (Seite {page, number})}}',
	'portfolio.eyebrow': 'Unsere Arbeiten',
	'portfolio.intro':
		'Mobile Apps und Websites, die wir gemeinsam mit unseren Kunden entworfen und entwickelt haben – vom ersten Workshop bis zum Launch und darüber hinaus.',
	'portfolio.mobileDescription':
		'Mobile Apps, die wir mit unseren Kunden entworfen und entwickelt haben: Apps für Banking, Gesundheit, Lieferdienste und Gastgewerbe für iOS und Android.',
	'portfolio.websitesDescription':
		'Websites und Webplattformen, die wir mit unseren Kunden entworfen und entwickelt haben: Portale, Lernplattformen und Marketing-Websites.',
	'portfolio.mobileBannerTitle': 'Apps, die auf dem Startbildschirm bleiben',
	'portfolio.mobileBannerText':
		'Apps für Banking, Gesundheit, Logistik und Gastgewerbe, die wir mit unseren Kunden für iOS und Android entworfen und entwickelt haben. Sie haben eine App-Idee? Erzählen Sie uns davon.',
	'portfolio.websitesBannerTitle': 'Websites, die so hart arbeiten wie Sie',
	'portfolio.websitesBannerText':
		'Portale, Lernplattformen und Marketing-Websites, die schnell laden, sich auf jedem Bildschirm gut lesen und sich von Ihrem Team leicht pflegen lassen. Planen Sie eine neue Website?',
	'products.eyebrow': 'Unsere Produkte',
	'products.intro':
		'Die Apps und Plattformen, die wir selbst entwickeln, betreiben und stetig verbessern – bereit für Ihre Marke oder zugeschnitten auf Ihr Unternehmen.',
	'products.mobileDescription':
		'Unsere eigenen mobilen Produkte: Apps für Handel, smarte Zugänge, Bildung und Außendienst für iOS und Android, bereit für Ihre Marke.',
	'products.websitesDescription':
		'Unsere eigenen Webprodukte: Plattformen für Onlineshops, Buchungen, Terminplanung und Gastgewerbe, die wir betreiben und an wachsende Unternehmen lizenzieren.',
	'products.mobileBannerTitle': 'Apps, die wir entwickeln, betreiben und verbessern',
	'products.mobileBannerText':
		'Unsere eigenen mobilen Produkte – bereit für Ihre Marke oder angepasst an die Arbeitsweise Ihres Teams. Fragen Sie uns nach einer Demo.',
	'products.websitesBannerTitle': 'Webprodukte, startklar, wenn Sie es sind',
	'products.websitesBannerText':
		'Plattformen für Onlineshops, Buchungen und Terminplanung, die wir pflegen und an wachsende Unternehmen lizenzieren. Wir zeigen Ihnen gern eine mit Ihren Daten.',
	'services.pageTitle': 'Leistungen: {tab}',
	'services.checkOutWork': 'Sehen Sie sich unsere Arbeiten an!',
	'services.newWorkSoon':
		'Neue Arbeiten sind unterwegs. Erzählen Sie uns bis dahin von Ihrem Projekt.',
	'services.allMobile': 'Alle mobilen Apps ansehen',
	'services.allWebsites': 'Alle Websites ansehen',
	'about.missionAndVision': 'Mission und Vision',

	// A project's page
	'project.breadcrumb': 'Brotkrümelnavigation',
	'project.type': 'Art',
	'project.type.mobile': 'Mobile App',
	'project.type.website': 'Website',
	'project.category': 'Kategorie',
	'project.platforms': 'Plattformen',
	'project.keyFeatures': 'Wichtigste Funktionen',
	'project.colors': 'Farben',
	'project.color.primary': 'Primärfarbe',
	'project.color.secondary': 'Sekundärfarbe',
	'project.color.accent': 'Akzentfarbe',
	'project.prototype': 'Prototyp',
	'project.prototypeLoading': 'Der interaktive Prototyp wird geladen …',
	'project.prototypeTitle':
		'Prototyp von {project}{count, plural, =1 {} other {, {index, number} von {count, number}}}',
	'project.opensInNewTab': '(öffnet in einem neuen Tab)',
	'project.copyPrototype': 'Prototyp-URL kopieren',
	'project.copied': 'Kopiert!',
	'project.prototypeCopied': 'Prototyp-URL kopiert',
	'project.noPrototype': 'Für dieses Projekt gibt es noch keinen Prototyp.',
	'project.phases': 'Projektphasen',
	'project.phasesIntro.mobile':
		'So kommt eine mobile App mit uns von der Idee in die App-Stores.',
	'project.phasesIntro.website':
		'So kommt eine Website mit uns vom ersten Workshop zum Launch.',
	'project.phaseNumber': 'Phase {number, number}:',
	'project.productImages': 'Produktbilder',
	'project.imageAlt': '{project}, Bild {index, number} von {count, number}',
	'project.closingHeading': 'Sie planen ein Projekt wie {project}?',
	'project.closingText':
		'Erzählen Sie uns davon: Wir antworten innerhalb von 3 Werktagen.',
	'cta.letsTalk': 'Sprechen wir!',
	'project.backTo': 'Zurück zu {list}',
	'project.notFoundEyebrow': 'Fehler 404',
	'project.notFoundHeading': 'Projekt nicht gefunden',
	'project.notFoundText':
		'Dieses Projekt ist nicht hier: Es wurde vielleicht umbenannt, entfernt oder hat nie existiert. Unsere anderen Arbeiten sind nur einen Klick entfernt.',
	'project.backToPortfolio': 'Zurück zum Portfolio',
	'project.seeProducts': 'Unsere Produkte ansehen',
	'phase.mobile.1.title': 'Konzept & Planung',
	'phase.mobile.1.text':
		'Wir erfassen Zielgruppe, zentrale Abläufe und Launch-Ziele und einigen uns auf einen Umfang, der sich liefern lässt.',
	'phase.mobile.2.title': 'UI/UX-Design',
	'phase.mobile.2.text':
		'Aus Wireframes wird ein interaktiver Prototyp, getestet mit echten Nutzern, bevor eine Zeile Code entsteht.',
	'phase.mobile.3.title': 'Entwicklung & Tests',
	'phase.mobile.3.text':
		'Builds in nativer Qualität für iOS und Android in kurzen Sprints, mit automatisierten Tests und wöchentlichen Demos.',
	'phase.mobile.4.title': 'Veröffentlichung & Betrieb',
	'phase.mobile.4.text':
		'Store-Einträge, Prüfung und Veröffentlichung, danach Monitoring und Updates, sobald echte Menschen die App nutzen.',
	'phase.website.1.title': 'Discovery',
	'phase.website.1.text':
		'Workshops mit Ihrem Team, um das Geschäft, die Zielgruppe und Ihre Vorstellung von Erfolg kennenzulernen.',
	'phase.website.2.title': 'Planung',
	'phase.website.2.text':
		'Eine Sitemap, ein Inhaltsplan und ein Zeitplan, dem alle zustimmen.',
	'phase.website.3.title': 'Wireframes',
	'phase.website.3.text':
		'Seitenstrukturen und Nutzerwege, skizziert und getestet, bevor das visuelle Design beginnt.',
	'phase.website.4.title': 'Visuelles Design',
	'phase.website.4.text':
		'Ein Designsystem in Ihrer Marke: Schrift, Farbe, Komponenten und jede wichtige Seite.',
	'phase.website.5.title': 'Entwicklung',
	'phase.website.5.text':
		'Schnelle, barrierefreie, suchmaschinenfreundliche Seiten auf einer Technik, die Ihr Team pflegen kann.',
	'phase.website.6.title': 'Tests',
	'phase.website.6.text':
		'Prüfungen in allen Browsern und auf allen Geräten, für Barrierefreiheit und Leistung, bevor etwas live geht.',
	'phase.website.7.title': 'Launch & Support',
	'phase.website.7.text':
		'Ein ruhiger Launch, eingerichtete Analysen und Unterstützung, während die Website mit Ihnen wächst.',

	// Not found, errors, previews
	'notFound.title': 'Seite nicht gefunden',
	'notFound.eyebrow': 'Fehler {status, number, ::group-off}',
	'notFound.heading': 'Diese Seite hat einen anderen Weg genommen',
	'notFound.text':
		'Die gesuchte Seite ist umgezogen oder hat nie existiert. Kehren Sie zur Startseite zurück oder sehen Sie sich an, woran wir zuletzt gearbeitet haben.',
	'notFound.goneHeading': 'Diese Seite gibt es nicht mehr',
	'notFound.goneText':
		'Wir haben diese Seite endgültig entfernt. Kehren Sie zur Startseite zurück oder sehen Sie sich an, woran wir zuletzt gearbeitet haben.',
	'notFound.home': 'Start',
	'notFound.backToPortfolio': 'Zurück zum Portfolio',
	'error.heading': 'Unerwarteter Anwendungsfehler!',
	'error.unavailableHeading': 'Diese Seite ist gerade nicht verfügbar',
	'error.title': 'Fehler',
	'error.titleWithStatus': 'Fehler {status, number, ::group-off}',
	'error.unreachable':
		'Die Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
	'error.ours': 'Bei uns ist etwas schiefgelaufen.',
	'error.unknown': 'Unbekannter Fehler',
	'error.tryAgain': 'Erneut versuchen',
	'error.backHome': 'Zurück zur Startseite',
	'error.siteUnavailable': 'Die Website kann gerade nicht angezeigt werden.',
	'preview.label': 'Vorschau',
	'preview.title': '{heading} · Vorschau',
	'preview.lead': 'Vorschau.',
	'preview.byAdmin':
		'Diese Seite zeigt unveröffentlichte Änderungen. Besucher sehen die veröffentlichte Fassung.',
	'preview.byLink':
		'Ein Entwurf zur Durchsicht: Er ist noch nicht auf der öffentlichen Website. Dieser Link gilt bis {expiresAt}.',
	'preview.signedOutEyebrow': 'Anmeldung erforderlich',
	'preview.signedOutHeading': 'Diese Vorschau ist für angemeldete Admins',
	'preview.signedOutText':
		'Melden Sie sich im Dashboard an und öffnen Sie die Vorschau dann erneut aus dem Formular.',
	'preview.goneEyebrow': 'Link nicht mehr gültig',
	'preview.goneHeading': 'Dieser Vorschau-Link ist abgelaufen oder wurde zurückgezogen',
	'preview.goneText':
		'Bitten Sie die Person, die ihn geschickt hat, um einen neuen Link.',
	'preview.unknownEyebrow': 'Fehler 404',
	'preview.unknownHeading': 'Diese Vorschau gibt es nicht',
	'preview.unknownText':
		'Prüfen Sie, ob der ganze Link kopiert wurde, oder bitten Sie die Person, die ihn geschickt hat, um einen neuen.',
	'preview.signIn': 'Anmelden',
	'preview.home': 'Start',
	'preview.seeOurWork': 'Unsere Arbeiten ansehen',
}

export default de
