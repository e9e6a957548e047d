// The site's own interface words in Arabic (Modern Standard Arabic), message for message as
// en.ts. Counts use Arabic's six plural forms where a number is said.
import type { Catalogue } from '../words.ts'

const ar: Catalogue = {
	// Header, footer, every page's frame
	'frame.skipLink': 'انتقل إلى المحتوى',
	'frame.homeSuffix': '– الصفحة الرئيسية',
	'nav.label': 'القائمة الرئيسية',
	'nav.home': 'الرئيسية',
	'nav.about': 'من نحن',
	'nav.portfolio': 'معرض الأعمال',
	'nav.products': 'المنتجات',
	'nav.services': 'الخدمات',
	'nav.contact': 'تواصل معنا',
	'menu.open': 'فتح القائمة',
	'menu.close': 'إغلاق القائمة',
	'footer.startProject': 'ابدأ مشروعًا',
	'footer.contactHeading': 'ابدأ أسلوبًا جديدًا في العلاقة مع عملائك',
	'footer.contactText':
		'أخبرنا بما تبنيه وإلى أين تريد أن تصل به. سيردّ عليك شخص حقيقي من فريقنا.',
	'footer.appearance': 'المظهر',
	'frame.language': 'اللغة',
	'footer.explore': 'تصفّح',
	'footer.copyright': '© {year, number, ::group-off} {company}',
	'footer.socialLink': '{company} على {network}',
	'theme.toDark': 'الوضع الداكن',
	'theme.toLight': 'الوضع الفاتح',

	// The contact forms
	'contact.name': 'الاسم',
	'contact.email': 'البريد الإلكتروني',
	'contact.message': 'الرسالة',
	'contact.send': 'إرسال الرسالة',
	'contact.sending': 'جارٍ الإرسال...',
	'contact.pageEmail': 'البريد الإلكتروني',
	'contact.phone': 'رقم الهاتف',
	'contact.phoneHint': 'أرقام ومسافات و+ و- وأقواس، بما بين 6 و20 من الأرقام',
	'contact.request': 'نوع الطلب',
	'contact.request.mobile': 'تطبيق جوال',
	'contact.request.mobileHint': 'تطبيقات iOS وAndroid',
	'contact.request.website': 'تطوير موقع إلكتروني',
	'contact.request.websiteHint': 'مواقع ومتاجر وتطبيقات ويب',
	'contact.request.smart': 'أنظمة ذكية',
	'contact.request.smartHint': 'بوابات ومرايا وأقفال وغيرها',
	'contact.notes': 'ملاحظات',
	'contact.notesPlaceholder': 'ماذا تبني، ولمن، وما موعدك؟',
	'contact.connect': 'تواصل',
	'contact.pageFormHeading': 'أخبرنا عن مشروعك',
	'contact.honeypot': 'اترك هذا الحقل فارغًا',
	'contact.success': 'تم إرسال الرسالة بنجاح!',
	'contact.failure': 'تعذّر إرسال الرسالة',
	'contact.networkFailure': 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
	'contact.invalid.required':
		'{fieldNumber, select, plural {حقل «{field}» مطلوب} other {حقل «{field}» مطلوب}}',
	'contact.invalid.notText': 'يجب أن يكون «{field}» نصًا',
	'contact.invalid.tooLong': 'يجب ألا يتجاوز طول «{field}» {max, number} من الأحرف',
	'contact.invalid.singleLine': 'يجب أن يكون «{field}» في سطر واحد',
	'contact.invalid.email': 'يجب أن يكون «{field}» عنوان بريد إلكتروني صالحًا',
	'contact.invalid.phoneCharacters':
		'لا يجوز أن يحتوي «{field}» إلا على أرقام ومسافات و+ و- وأقواس',
	'contact.invalid.phoneDigits':
		'يجب أن يحتوي «{field}» على ما بين {min, number} و{max, number} من الأرقام',
	'contact.invalid.requestChoice':
		'يجب أن يكون «{field}» واحدًا من: {first} أو {second} أو {third}',
	'contact.invalid.notAnObject': 'يجب أن يكون محتوى الطلب كائنًا يضم حقول النموذج',
	'contact.invalid.checkForm': 'يُرجى مراجعة النموذج والمحاولة مرة أخرى',
	'contact.tooLarge': 'رسالتك أطول من أن تُرسل. يُرجى اختصارها.',
	'contact.unsupported': 'أرسل النموذج بصيغة JSON أو كنموذج عادي.',
	'contact.badJson': 'يجب أن يكون محتوى الطلب JSON صالحًا.',
	'contact.unreadableForm': 'تعذّرت قراءة النموذج.',
	'contact.notStored': 'تعذّر حفظ رسالتك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
	'contact.rateLimited':
		'رسائل كثيرة جدًا من عنوانك. يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
	'contact.pageHeading': 'تواصل معنا',
	'contact.replyPromise': 'يردّ فريقنا خلال {promise}.',

	// Home
	'home.clientsHeading': 'فرق تثق بنا',
	'home.clientLogos': 'شعارات عملائنا',
	'home.featuredEyebrow': 'من صنعنا',
	'home.featuredHeading': 'منتجات مختارة',
	'home.featuredText':
		'منتجات نصمّمها ونبنيها وندير تشغيلها بأنفسنا، وتستخدمها كل يوم شركات مثل شركتك.',
	'home.viewAllProducts': 'عرض كل المنتجات',
	'home.noFeaturedHeading': 'نعمل على ذلك',
	'home.noFeaturedText': 'لم يُعثر على منتج مختار',
	'home.viewProduct': 'عرض المنتج',
	'home.testimonialsEyebrow': 'آراء العملاء',
	'home.testimonialsHeading': 'ماذا يقول عملاؤنا',
	'home.learnMore': 'اعرف المزيد',
	'home.learnMoreAbout': 'عن {company}',
	'home.seeOurWork': 'شاهد أعمالنا',
	'home.processImage': 'مراحل التطوير لدينا: {stages}',
	'slider.slide': '{index, number} من {count, number}',
	'slider.dot': 'عرض رأي العميل {index, number} من {count, number}: {name}',
	'motion.pause': 'إيقاف {what} مؤقتًا',
	'motion.play': 'تشغيل {what}',
	'motion.clientLogos': 'شعارات العملاء',
	'motion.testimonials': 'آراء العملاء',

	// Portfolio, Products, Services
	'tabs.mobile': 'تطبيقات الجوال',
	'tabs.websites': 'المواقع الإلكترونية',
	'tabs.smartSystems': 'الأنظمة الذكية',
	'tabs.label': 'فئات {page}',
	'projects.loading': 'جارٍ تحميل المشاريع...',
	'projects.failed': 'تعذّر تحميل المشاريع.',
	'projects.retry': 'حاول مرة أخرى',
	'projects.emptyPortfolio': 'لا توجد مشاريع في هذه الفئة.',
	'projects.emptyProducts': 'لا توجد منتجات في هذه الفئة.',
	'projects.viewProject': 'عرض المشروع',
	'projects.viewProduct': 'عرض المنتج',
	'projects.platforms': 'المنصات',
	'projects.noImage': 'لا توجد صورة بعد',
	'pager.label': 'التنقل بين الصفحات',
	'pager.previous': 'السابق',
	'pager.next': 'التالي',
	'pager.page': 'الصفحة',
	'collection.pageTitle':
		'{collection}: {tab}{page, plural, =1 {} other { (الصفحة {page, number})}}',
	'portfolio.eyebrow': 'أعمالنا',
	'portfolio.intro':
		'تطبيقات جوال ومواقع إلكترونية صمّمناها وبنيناها مع عملائنا، من ورشة العمل الأولى حتى يوم الإطلاق وما بعده.',
	'portfolio.mobileDescription':
		'تطبيقات جوال صمّمناها وبنيناها مع عملائنا: تطبيقات للخدمات المصرفية والصحة والتوصيل والضيافة على iOS وAndroid.',
	'portfolio.websitesDescription':
		'مواقع ومنصات ويب صمّمناها وبنيناها مع عملائنا: بوابات ومنصات تعليمية ومواقع تسويقية.',
	'portfolio.mobileBannerTitle': 'تطبيقات يحتفظ بها الناس على شاشتهم الرئيسية',
	'portfolio.mobileBannerText':
		'تطبيقات للخدمات المصرفية والصحة والخدمات اللوجستية والضيافة صمّمناها وبنيناها مع عملائنا على iOS وAndroid. لديك فكرة تطبيق؟ أخبرنا عنها.',
	'portfolio.websitesBannerTitle': 'مواقع تعمل بجدّ مثلك',
	'portfolio.websitesBannerText':
		'بوابات ومنصات تعليمية ومواقع تسويقية سريعة التحميل، سهلة القراءة على أي شاشة، ويسهل على فريقك إدارتها. هل تخطط لموقع جديد؟',
	'products.eyebrow': 'منتجاتنا',
	'products.intro':
		'التطبيقات والمنصات التي نبنيها وندير تشغيلها ونطوّرها باستمرار بأنفسنا، وكلٌّ منها جاهز ليحمل علامتك التجارية أو ليُفصَّل على مقاس عملك.',
	'products.mobileDescription':
		'منتجاتنا الخاصة للجوال: تطبيقات للتجزئة والدخول الذكي والتعليم والخدمات الميدانية على iOS وAndroid، جاهزة لعلامتك التجارية.',
	'products.websitesDescription':
		'منتجاتنا الخاصة على الويب: منصات للمتاجر والحجوزات وجدولة المواعيد والضيافة نديرها ونرخّصها للشركات النامية.',
	'products.mobileBannerTitle': 'تطبيقات نبنيها وندير تشغيلها ونواصل تطويرها',
	'products.mobileBannerText':
		'منتجاتنا الخاصة للجوال، جاهزة لتحمل علامتك التجارية أو لتُكيَّف مع طريقة عمل فريقك. اطلب منا عرضًا تجريبيًا.',
	'products.websitesBannerTitle': 'منتجات ويب جاهزة متى كنت جاهزًا',
	'products.websitesBannerText':
		'منصات للمتاجر والحجوزات وجدولة المواعيد نتولى صيانتها ونرخّصها للشركات النامية. دعنا نعرض لك إحداها ببياناتك.',
	'services.pageTitle': 'الخدمات: {tab}',
	'services.checkOutWork': 'اطّلع على أعمالنا!',
	'services.newWorkSoon': 'أعمال جديدة في الطريق. وإلى ذلك الحين، أخبرنا عن مشروعك.',
	'services.allMobile': 'عرض كل تطبيقات الجوال',
	'services.allWebsites': 'عرض كل المواقع',
	'about.missionAndVision': 'الرسالة والرؤية',

	// A project's page
	'project.breadcrumb': 'مسار التنقل',
	'project.type': 'النوع',
	'project.type.mobile': 'تطبيق جوال',
	'project.type.website': 'موقع إلكتروني',
	'project.category': 'الفئة',
	'project.platforms': 'المنصات',
	'project.keyFeatures': 'الميزات الرئيسية',
	'project.colors': 'الألوان',
	'project.color.primary': 'اللون الأساسي',
	'project.color.secondary': 'اللون الثانوي',
	'project.color.accent': 'لون التمييز',
	'project.prototype': 'النموذج الأولي',
	'project.prototypeLoading': 'جارٍ تحميل النموذج الأولي التفاعلي…',
	'project.prototypeTitle':
		'النموذج الأولي لـ {project}{count, plural, =1 {} other { ({index, number} من {count, number})}}',
	'project.opensInNewTab': '(يُفتح في علامة تبويب جديدة)',
	'project.copyPrototype': 'نسخ رابط النموذج الأولي',
	'project.copied': 'تم النسخ!',
	'project.prototypeCopied': 'تم نسخ رابط النموذج الأولي',
	'project.noPrototype': 'لا يتوفر نموذج أولي لهذا المشروع بعد.',
	'project.phases': 'مراحل المشروع',
	'project.phasesIntro.mobile':
		'كيف ينتقل تطبيق الجوال معنا من الفكرة إلى متاجر التطبيقات.',
	'project.phasesIntro.website':
		'كيف ينتقل الموقع معنا من ورشة العمل الأولى إلى الإطلاق.',
	'project.phaseNumber': 'المرحلة {number, number}:',
	'project.productImages': 'صور المنتج',
	'project.imageAlt': '{project}، الصورة {index, number} من {count, number}',
	'project.closingHeading': 'هل تفكر في مشروع مثل {project}؟',
	'project.closingText': 'أخبرنا عنه: نردّ خلال 3 أيام عمل.',
	'cta.letsTalk': 'لنتحدث!',
	'project.backTo': 'العودة إلى {list}',
	'project.notFoundEyebrow': 'خطأ 404',
	'project.notFoundHeading': 'المشروع غير موجود',
	'project.notFoundText':
		'هذا المشروع غير موجود هنا: ربما تغيّر اسمه أو أُزيل أو لم يكن موجودًا أصلًا. أعمالنا الأخرى على بُعد نقرة واحدة.',
	'project.backToPortfolio': 'العودة إلى معرض الأعمال',
	'project.seeProducts': 'شاهد منتجاتنا',
	'phase.mobile.1.title': 'الفكرة والتخطيط',
	'phase.mobile.1.text':
		'نحدّد الجمهور ورحلات الاستخدام الأساسية وأهداف الإطلاق، ثم نتفق على نطاق عمل قابل للتسليم.',
	'phase.mobile.2.title': 'تصميم واجهة المستخدم وتجربته',
	'phase.mobile.2.text':
		'تتحوّل المخططات الأولية إلى نموذج أولي تفاعلي يُختبر مع مستخدمين حقيقيين قبل كتابة أي سطر برمجي.',
	'phase.mobile.3.title': 'التطوير والاختبار',
	'phase.mobile.3.text':
		'إصدارات بجودة التطبيقات الأصلية على iOS وAndroid في دورات قصيرة، مع اختبارات آلية وعروض أسبوعية.',
	'phase.mobile.4.title': 'الإطلاق والنشر',
	'phase.mobile.4.text':
		'صفحات المتجر والمراجعة والإصدار، ثم المتابعة والتحديثات حين يبدأ الناس باستخدامه فعلًا.',
	'phase.website.1.title': 'الاستكشاف',
	'phase.website.1.text':
		'ورش عمل مع فريقك لفهم النشاط والجمهور وما يعنيه النجاح بالنسبة إليك.',
	'phase.website.2.title': 'التخطيط',
	'phase.website.2.text': 'خريطة للموقع وخطة للمحتوى وجدول زمني يوافق عليه الجميع.',
	'phase.website.3.title': 'المخططات الأولية',
	'phase.website.3.text':
		'هياكل الصفحات ومسارات المستخدم، تُرسم وتُختبر قبل أن يبدأ التصميم المرئي.',
	'phase.website.4.title': 'التصميم المرئي',
	'phase.website.4.text':
		'نظام تصميم بهوية علامتك: الخطوط والألوان والمكوّنات وكل صفحة رئيسية.',
	'phase.website.5.title': 'التطوير',
	'phase.website.5.text':
		'صفحات سريعة وسهلة الوصول وصديقة لمحركات البحث، مبنية على تقنيات يستطيع فريقك صيانتها.',
	'phase.website.6.title': 'الاختبار',
	'phase.website.6.text':
		'فحوص على المتصفحات والأجهزة وسهولة الوصول والأداء قبل أن يُنشر أي شيء.',
	'phase.website.7.title': 'الإطلاق والدعم',
	'phase.website.7.text':
		'إطلاق هادئ، وأدوات تحليل جاهزة، ودعم مستمر بينما ينمو الموقع معك.',

	// Not found, errors, previews
	'notFound.title': 'الصفحة غير موجودة',
	'notFound.eyebrow': 'خطأ {status, number, ::group-off}',
	'notFound.heading': 'سلكت هذه الصفحة طريقًا آخر',
	'notFound.text':
		'الصفحة التي تبحث عنها نُقلت أو لم تكن موجودة أصلًا. عُد إلى الصفحة الرئيسية، أو شاهد ما عملنا عليه مؤخرًا.',
	'notFound.goneHeading': 'لم تعد هذه الصفحة موجودة',
	'notFound.goneText':
		'أزلنا هذه الصفحة نهائيًا. عُد إلى الصفحة الرئيسية، أو شاهد ما عملنا عليه مؤخرًا.',
	'notFound.home': 'الرئيسية',
	'notFound.backToPortfolio': 'العودة إلى معرض الأعمال',
	'error.heading': 'حدث خطأ غير متوقع في التطبيق!',
	'error.unavailableHeading': 'هذه الصفحة غير متاحة مؤقتًا',
	'error.title': 'خطأ',
	'error.titleWithStatus': 'خطأ {status, number, ::group-off}',
	'error.unreachable': 'تعذّر تحميل الصفحة. تحقّق من اتصالك وحاول مرة أخرى.',
	'error.ours': 'حدث خطأ من جهتنا.',
	'error.unknown': 'خطأ غير معروف',
	'error.tryAgain': 'حاول مرة أخرى',
	'error.backHome': 'العودة إلى الصفحة الرئيسية',
	'error.siteUnavailable': 'لا يمكن عرض الموقع الآن.',
	'preview.label': 'معاينة',
	'preview.title': '{heading} · معاينة',
	'preview.lead': 'معاينة.',
	'preview.byAdmin': 'تعرض هذه الصفحة تغييرات غير منشورة. يرى الزوار النسخة المنشورة.',
	'preview.byLink':
		'مسودة مُشارَكة للمراجعة: لم تُنشر على الموقع العام بعد. يعمل هذا الرابط حتى {expiresAt}.',
	'preview.signedOutEyebrow': 'يلزم تسجيل الدخول',
	'preview.signedOutHeading': 'هذه المعاينة مخصّصة للمشرفين المسجّلين',
	'preview.signedOutText':
		'سجّل الدخول إلى لوحة التحكم، ثم افتح المعاينة مرة أخرى من النموذج.',
	'preview.goneEyebrow': 'الرابط لم يعد صالحًا',
	'preview.goneHeading': 'انتهت صلاحية رابط المعاينة هذا أو سُحب',
	'preview.goneText': 'اطلب رابطًا جديدًا من الشخص الذي أرسله.',
	'preview.unknownEyebrow': 'خطأ 404',
	'preview.unknownHeading': 'هذه المعاينة غير موجودة',
	'preview.unknownText':
		'تأكّد من نسخ الرابط كاملًا، أو اطلب رابطًا جديدًا من الشخص الذي أرسله.',
	'preview.signIn': 'تسجيل الدخول',
	'preview.home': 'الرئيسية',
	'preview.seeOurWork': 'شاهد أعمالنا',
}

export default ar
