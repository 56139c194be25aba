/**
 * User-facing messages that the server and the web both show: the spec's texts (§5, §8) and ours.
 * Schemas and errors carry a key; the server answers with the text in the request's `lang`, the web
 * shows the same text through i18next. Keys are stable; texts may change.
 */
const en = {
  'validation.required': 'Field is required',
  'validation.empty': 'Field cannot be empty',
  'validation.invalidType': 'Invalid value',
  'validation.unknownField': 'Unknown field',
  'validation.tooLong': 'Must be at most {{max}} characters',
  'validation.tooMany': 'At most {{max}} items',
  'validation.invalidCharacters': 'Contains characters that are not allowed',
  'validation.invalidEmail': 'Invalid Email',
  'validation.emailRequired': 'Email is required',
  'validation.nameTooLong': 'Name must be at most 50 characters',
  'validation.fullNameParts': 'Enter your first and last name',
  'validation.invalidCountryCode': 'Choose a country code',
  'validation.invalidMobile': 'Enter a mobile number of 4 to 14 digits',
  'validation.terms': 'You must accept the terms and conditions to proceed.',
  'password.required': 'Password is required',
  'password.minimum': 'Password must be at least 8 characters',
  'password.maximum': 'Password must be at most 16 characters',
  'password.combine':
    'Password must combine a lowercase letter, an uppercase letter, a digit and a special character',
  'password.characters':
    'Password may only contain letters, digits and the special characters @ ~ ` $ ! # ^ ( ) _ - = + % * ? &',
  'password.match': 'Passwords do not match',
  'password.sameAsCurrent': 'New password must differ from the current password',
  'password.common': 'This password is too common. Choose a less predictable one',
  'password.wrongCurrent': 'Wrong current password',
  'auth.signupSuccessful': 'Signup Successful',
  'auth.loginSuccessful': 'Logged in',
  // The same words for every failure (decision 0024), with the step a person who just signed up has missed.
  'auth.invalidCredentials': 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first',
  'auth.emailTaken': 'An account with this e-mail already exists',
  'auth.unauthorized': 'Please log in to continue',
  'auth.sessionExpired': 'Your session has ended. Please log in again',
  'auth.forbidden': 'You are not allowed to do this',
  'auth.verificationSent': 'We sent you a verification e-mail',
  'auth.emailVerified': 'Your e-mail is verified',
  'auth.alreadyVerified': 'Your e-mail is already verified. Please log in',
  'auth.codeInvalid': 'This link is not valid. Ask for a new one',
  'auth.codeExpired': 'This link has expired. Ask for a new one',
  'auth.codeUsed': 'This link has already been used',
  'auth.resetSent': 'If an account exists for this e-mail, we sent a link to reset the password',
  'auth.passwordReset': 'Your password has been changed. Please log in',
  'auth.loggedOut': 'Logged out',
  'auth.refreshInvalid': 'Your session has ended. Please log in again',
  'auth.providerNotConfigured': 'This sign-in method is not available',
  'auth.socialFailed': 'Sign-in with this provider failed. Please try again',
  'auth.emailNotVerifiedYet': 'Verify your e-mail first',
  'rateLimit.tooMany': 'Too many attempts. Please wait {{minutes}} minute(s) and try again',
  'rateLimit.retryAfter': 'Too many failed attempts on this account. Please wait {{seconds}} second(s) and try again',
  'user.notFound': 'User not found',
  'user.updated': 'Profile Updated Successfully',
  'user.updateFailed': 'Failed to update profile',
  'demo.requested': 'Thank you. We will contact you soon',
  'upload.failed': 'Document Upload Failed',
  'upload.category': 'This kind of upload is not accepted',
  'upload.type': 'This file type is not allowed here. Allowed: {{kinds}}',
  'upload.tooLarge': 'The file is too large: {{size}}. The limit is {{max}}',
  'upload.chunkTooLarge': 'A chunk may be at most {{max}}',
  'upload.chunkMismatch': 'This chunk does not belong to the upload as it was started',
  'upload.empty': 'The file is empty',
  'upload.zipBomb': 'This document is not a valid Word file',
  'upload.notFound': 'Upload not found',
  'upload.tooManyPartial': 'You have too many unfinished uploads. Finish one, or try again in a few hours',
  'file.notFound': 'File not found',
  'onboarding.website': 'Enter a valid website address, such as https://example.com',
  'onboarding.country': 'Choose a country from the list',
  'onboarding.city': 'Choose a city from the list',
  'places.unavailable': 'City suggestions are not available just now. Try again in a moment.',
  'onboarding.companySize': 'Company size must be a positive whole number',
  'onboarding.industry': 'Industry is required',
  'onboarding.unknownIndustry': 'Choose an industry from the list',
  'onboarding.descriptionLength': 'Description must be 70 to 700 characters',
  'onboarding.facebook': 'Enter a Facebook profile link, such as https://facebook.com/your.name',
  'onboarding.instagram': 'Enter an Instagram profile link, such as https://instagram.com/yourname',
  'onboarding.twitter': 'Enter an X (Twitter) profile link, such as https://x.com/yourname',
  'onboarding.linkedin': 'Enter a LinkedIn link, such as https://www.linkedin.com/in/your-name',
  'onboarding.availability': 'Availability is required: choose online, on site, or both',
  'onboarding.disclaimer': 'Please read and accept how your data is used to continue',
  'onboarding.alreadyDone': 'Onboarding is already completed',
  'onboarding.fileNotYours': 'Upload the file again: it was not found',
  'onboarding.completed': 'Onboarding completed',
  'paging.page': 'Page must be 0 or more',
  'paging.limit': 'Limit must be from 1 to 100',
  'catalogue.skillCount': 'Send from 1 to 100 skills',
  'approval.approved': 'The account is approved',
  'approval.declined': 'The account is declined',
  'approval.promoted': 'The recruiter is now a recruiter admin',
  'approval.notCandidate': 'Candidate Profile Not Exist',
  'approval.notRecruiter': 'This recruiter does not exist',
  'approval.notOnboarded': 'This account has not finished onboarding yet',
  'profile.parseFailed': 'Resume Details Not Found',
  'profile.notCandidate': 'Candidate Profile Not Exist',
  'profile.resumeQueued': 'Your resume is being read',
  'privacy.deleted': 'Your account and your data are deleted',
  'privacy.confirmEmail': 'Type your e-mail address to confirm',
  'privacy.exportRunning': 'Your data export is already being prepared. Try again once it has downloaded',
  'profile.invalidDate': 'Enter a date as YYYY-MM',
  'profile.endBeforeStart': 'End date must be after start date',
  'profile.futureDate': 'Future dates are not allowed',
  'profile.expiryBeforeIssue': 'Expiry date must be after issue date',
  'profile.invalidLink': 'Enter a full link, such as https://example.com',
  'profile.linkScheme': 'Links must start with http:// or https://',
  'profile.noProfileYet': 'There is no profile to edit yet',
  'profile.noProposal': 'There is no newer resume to review',
  'award.removed': 'Removed Successfully',
  'award.removeFailed': 'Failed to remove',
  'award.added': 'Added Successfully',
  'invite.sent': 'Invitation sent',
  'invite.notConfirmed': 'Your company must be approved before you can invite colleagues',
  'invite.alreadyMember': 'This person is already a member of your company',
  'invite.invalid': 'This invitation is not valid. Ask for a new one',
  'invite.expired': 'This invitation has expired. Ask for a new one',
  'invite.used': 'This invitation has already been used',
  'invite.otherEmail': 'This invitation is for another e-mail address. Log in with the invited address',
  'invite.noCompany': 'Only a member of a company can invite colleagues to it',
  'invite.joined': 'You joined {{company}}',
  'job.notFound': 'Job not exist',
  'job.saved': 'Job saved',
  'job.unsaved': 'Job removed from your saved jobs',
  'job.applied': 'Application sent',
  'job.dismissed': 'Job hidden from your matches',
  'job.undismissed': 'Job back in your matches',
  'job.candidateOnly': 'Only candidates can do this',
  'favorites.statusFailed': 'Failed to get favorite jobs status',
  'link.copied': 'Link copied to clipboard',
  'common.internalError': 'Internal Error. Please try again',
  'common.firewall': 'Your internet provider firewall has blocked access to our app',
  'common.notFound': 'Not found',
  'request.badUrl': 'This address is not valid',
  'request.badJson': 'The request is not valid JSON',
  'request.unsupportedType': 'This kind of content is not accepted here',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  'validation.required': 'هذا الحقل مطلوب',
  'validation.empty': 'لا يمكن ترك هذا الحقل فارغًا',
  'validation.invalidType': 'قيمة غير صالحة',
  'validation.unknownField': 'حقل غير معروف',
  'validation.tooLong': 'يجب ألا يزيد على {{max}} حرفًا',
  'validation.tooMany': 'لا يزيد العدد على {{max}}',
  'validation.invalidCharacters': 'يحتوي النص على أحرف غير مسموح بها',
  'validation.invalidEmail': 'بريد إلكتروني غير صالح',
  'validation.emailRequired': 'البريد الإلكتروني مطلوب',
  'validation.nameTooLong': 'يجب ألا يزيد الاسم على 50 حرفًا',
  'validation.fullNameParts': 'أدخل اسمك الأول واسم العائلة',
  'validation.invalidCountryCode': 'اختر رمز الدولة',
  'validation.invalidMobile': 'أدخل رقم جوال من 4 إلى 14 رقمًا',
  'validation.terms': 'يجب الموافقة على الشروط والأحكام للمتابعة.',
  'password.required': 'كلمة المرور مطلوبة',
  'password.minimum': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'password.maximum': 'يجب ألا تزيد كلمة المرور على 16 حرفًا',
  'password.combine': 'يجب أن تجمع كلمة المرور بين حرف صغير وحرف كبير ورقم ورمز خاص',
  'password.characters':
    'يمكن أن تحتوي كلمة المرور على الحروف والأرقام والرموز الخاصة @ ~ ` $ ! # ^ ( ) _ - = + % * ? & فقط',
  'password.match': 'كلمتا المرور غير متطابقتين',
  'password.sameAsCurrent': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  'password.common': 'كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها',
  'password.wrongCurrent': 'كلمة المرور الحالية غير صحيحة',
  'auth.signupSuccessful': 'تم إنشاء الحساب بنجاح',
  'auth.loginSuccessful': 'تم تسجيل الدخول',
  'auth.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة. أنشأت حسابك للتو؟ افتح أولًا الرابط الذي أرسلناه إلى بريدك',
  'auth.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني',
  'auth.unauthorized': 'يرجى تسجيل الدخول للمتابعة',
  'auth.sessionExpired': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  'auth.forbidden': 'غير مسموح لك بهذا الإجراء',
  'auth.verificationSent': 'أرسلنا إليك رسالة للتحقق من بريدك الإلكتروني',
  'auth.emailVerified': 'تم التحقق من بريدك الإلكتروني',
  'auth.alreadyVerified': 'تم التحقق من بريدك الإلكتروني مسبقًا. يرجى تسجيل الدخول',
  'auth.codeInvalid': 'هذا الرابط غير صالح. اطلب رابطًا جديدًا',
  'auth.codeExpired': 'انتهت صلاحية هذا الرابط. اطلب رابطًا جديدًا',
  'auth.codeUsed': 'تم استخدام هذا الرابط من قبل',
  'auth.resetSent': 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور',
  'auth.passwordReset': 'تم تغيير كلمة المرور. يرجى تسجيل الدخول',
  'auth.loggedOut': 'تم تسجيل الخروج',
  'auth.refreshInvalid': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  'auth.providerNotConfigured': 'طريقة تسجيل الدخول هذه غير متاحة',
  'auth.socialFailed': 'تعذر تسجيل الدخول بهذه الخدمة. يرجى المحاولة مرة أخرى',
  'auth.emailNotVerifiedYet': 'تحقق من بريدك الإلكتروني أولًا',
  'rateLimit.tooMany': 'محاولات كثيرة. يرجى الانتظار {{minutes}} دقيقة ثم المحاولة مرة أخرى',
  'rateLimit.retryAfter': 'محاولات فاشلة كثيرة على هذا الحساب. يرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى',
  'user.notFound': 'المستخدم غير موجود',
  'user.updated': 'تم تحديث الملف الشخصي بنجاح',
  'user.updateFailed': 'تعذر تحديث الملف الشخصي',
  'demo.requested': 'شكرًا لك. سنتواصل معك قريبًا',
  'upload.failed': 'تعذر رفع المستند',
  'upload.category': 'هذا النوع من الرفع غير مقبول',
  'upload.type': 'نوع الملف غير مسموح به هنا. المسموح: {{kinds}}',
  'upload.tooLarge': 'الملف كبير جدًا: {{size}}. الحد الأقصى {{max}}',
  'upload.chunkTooLarge': 'يجب ألا يزيد الجزء على {{max}}',
  'upload.chunkMismatch': 'هذا الجزء لا يطابق عملية الرفع كما بدأت',
  'upload.empty': 'الملف فارغ',
  'upload.zipBomb': 'هذا المستند ليس ملف Word صالحًا',
  'upload.notFound': 'عملية الرفع غير موجودة',
  'upload.tooManyPartial': 'لديك عمليات رفع غير مكتملة كثيرة. يمكن إكمال إحداها أو المحاولة مجددًا بعد بضع ساعات',
  'file.notFound': 'الملف غير موجود',
  'onboarding.website': 'أدخل عنوان موقع صالحًا مثل https://example.com',
  'onboarding.country': 'اختر دولة من القائمة',
  'onboarding.city': 'اختر مدينة من القائمة',
  'places.unavailable': 'اقتراحات المدن غير متاحة الآن. حاول مرة أخرى بعد قليل.',
  'onboarding.companySize': 'يجب أن يكون حجم الشركة عددًا صحيحًا موجبًا',
  'onboarding.industry': 'القطاع مطلوب',
  'onboarding.unknownIndustry': 'اختر قطاعًا من القائمة',
  'onboarding.descriptionLength': 'يجب أن يكون الوصف بين 70 و700 حرف',
  'onboarding.facebook': 'أدخل رابط حساب فيسبوك مثل https://facebook.com/your.name',
  'onboarding.instagram': 'أدخل رابط حساب إنستغرام مثل https://instagram.com/yourname',
  'onboarding.twitter': 'أدخل رابط حساب إكس (تويتر) مثل https://x.com/yourname',
  'onboarding.linkedin': 'أدخل رابط لينكدإن مثل https://www.linkedin.com/in/your-name',
  'onboarding.availability': 'التوفر مطلوب: اختر عن بُعد أو في الموقع أو كليهما',
  'onboarding.disclaimer': 'يرجى قراءة طريقة استخدام بياناتك والموافقة عليها للمتابعة',
  'onboarding.alreadyDone': 'تم إكمال التهيئة مسبقًا',
  'onboarding.fileNotYours': 'ارفع الملف مرة أخرى: لم يتم العثور عليه',
  'onboarding.completed': 'تم إكمال التهيئة',
  'paging.page': 'يجب أن تكون الصفحة 0 أو أكثر',
  'paging.limit': 'يجب أن يكون الحد بين 1 و100',
  'catalogue.skillCount': 'أرسل من مهارة واحدة إلى 100 مهارة',
  'approval.approved': 'تمت الموافقة على الحساب',
  'approval.declined': 'تم رفض الحساب',
  'approval.promoted': 'أصبح مسؤول التوظيف مشرفًا',
  'approval.notCandidate': 'الملف الشخصي للمرشح غير موجود',
  'approval.notRecruiter': 'مسؤول التوظيف هذا غير موجود',
  'approval.notOnboarded': 'لم يُكمل هذا الحساب التهيئة بعد',
  'profile.parseFailed': 'لم يتم العثور على تفاصيل السيرة الذاتية',
  'profile.notCandidate': 'الملف الشخصي للمرشح غير موجود',
  'profile.resumeQueued': 'جارٍ قراءة سيرتك الذاتية',
  'privacy.deleted': 'تم حذف حسابك وبياناتك',
  'privacy.confirmEmail': 'اكتب بريدك الإلكتروني للتأكيد',
  'privacy.exportRunning': 'يجري تجهيز تصدير بياناتك بالفعل. يمكن المحاولة مجددًا بعد اكتمال تنزيله',
  'profile.invalidDate': 'أدخل التاريخ بصيغة YYYY-MM',
  'profile.endBeforeStart': 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء',
  'profile.futureDate': 'لا يُسمح بالتواريخ المستقبلية',
  'profile.expiryBeforeIssue': 'يجب أن يكون تاريخ الانتهاء بعد تاريخ الإصدار',
  'profile.invalidLink': 'أدخل رابطًا كاملًا مثل https://example.com',
  'profile.linkScheme': 'يجب أن يبدأ الرابط بـ http:// أو https://',
  'profile.noProfileYet': 'لا يوجد ملف شخصي لتعديله بعد',
  'profile.noProposal': 'لا توجد سيرة ذاتية أحدث لمراجعتها',
  'award.removed': 'تمت الإزالة بنجاح',
  'award.removeFailed': 'تعذرت الإزالة',
  'award.added': 'تمت الإضافة بنجاح',
  'invite.sent': 'تم إرسال الدعوة',
  'invite.notConfirmed': 'يجب اعتماد شركتك قبل دعوة الزملاء',
  'invite.alreadyMember': 'هذا الشخص عضو في شركتك بالفعل',
  'invite.invalid': 'هذه الدعوة غير صالحة. اطلب دعوة جديدة',
  'invite.expired': 'انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة',
  'invite.used': 'تم استخدام هذه الدعوة من قبل',
  'invite.otherEmail': 'هذه الدعوة لعنوان بريد آخر. سجّل الدخول بالعنوان المدعو',
  'invite.noCompany': 'لا يدعو الزملاء إلا عضو في شركة',
  'invite.joined': 'انضممت إلى {{company}}',
  'job.notFound': 'الوظيفة غير موجودة',
  'job.saved': 'حُفظت الوظيفة',
  'job.unsaved': 'أُزيلت الوظيفة من وظائفك المحفوظة',
  'job.applied': 'أُرسل طلبك',
  'job.dismissed': 'أُخفيت الوظيفة من الوظائف المطابقة لك',
  'job.undismissed': 'أُعيدت الوظيفة إلى الوظائف المطابقة لك',
  'job.candidateOnly': 'هذا متاح للمرشحين فقط',
  'favorites.statusFailed': 'تعذر جلب حالة الوظائف المفضلة',
  'link.copied': 'تم نسخ الرابط إلى الحافظة',
  'common.internalError': 'حدث خطأ داخلي. يرجى المحاولة مرة أخرى',
  'common.firewall': 'قام جدار الحماية لدى مزود الإنترنت بحظر الوصول إلى تطبيقنا',
  'common.notFound': 'غير موجود',
  'request.badUrl': 'هذا العنوان غير صالح',
  'request.badJson': 'الطلب ليس بصيغة JSON صالحة',
  'request.unsupportedType': 'هذا النوع من المحتوى غير مقبول هنا',
};

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const messages: Record<Locale, Record<MessageKey, string>> = { en, ar };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function toLocale(value: string | undefined | null): Locale {
  const short = (value ?? '').trim().toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : DEFAULT_LOCALE;
}

export type MessageParams = Record<string, string | number>;

/**
 * A zod issue carries one string, so a message that names a number (a limit) travels as its key followed
 * by its parameters in JSON: `validation.tooLong{"max":120}`. Both translators read that form.
 */
export function keyWithParams(key: MessageKey, params: MessageParams): string {
  return key + JSON.stringify(params);
}

/** The key and the parameters of `keyWithParams`' form; any other text is a key (or a text) alone. */
export function splitMessageKey(text: string): { key: string; params: MessageParams } {
  const brace = text.indexOf('{');
  const key = text.slice(0, brace);
  if (brace <= 0 || !isMessageKey(key)) return { key: text, params: {} };
  try {
    const params: unknown = JSON.parse(text.slice(brace));
    if (typeof params === 'object' && params !== null) return { key, params: params as MessageParams };
  } catch {
    // Not parameters after all: the text is shown as it is.
  }
  return { key: text, params: {} };
}

/** The text of a key in a locale, with `{{name}}` placeholders filled; an unknown key is returned as is. */
export function translateMessage(text: string, locale: Locale, params: MessageParams = {}): string {
  const { key, params: carried } = splitMessageKey(text);
  const template = isMessageKey(key) ? messages[locale][key] : text;
  const values = { ...carried, ...params };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
