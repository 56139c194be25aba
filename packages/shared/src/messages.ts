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
  'validation.tooLong': 'Too long',
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
  'auth.invalidCredentials': 'Incorrect e-mail or password',
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
  'file.notFound': 'File not found',
  'common.internalError': 'Internal Error. Please try again',
  'common.firewall': 'Your internet provider firewall has blocked access to our app',
  'common.notFound': 'Not found',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  'validation.required': 'هذا الحقل مطلوب',
  'validation.empty': 'لا يمكن ترك هذا الحقل فارغًا',
  'validation.invalidType': 'قيمة غير صالحة',
  'validation.unknownField': 'حقل غير معروف',
  'validation.tooLong': 'النص طويل جدًا',
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
  'auth.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
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
  'file.notFound': 'الملف غير موجود',
  'common.internalError': 'حدث خطأ داخلي. يرجى المحاولة مرة أخرى',
  'common.firewall': 'قام جدار الحماية لدى مزود الإنترنت بحظر الوصول إلى تطبيقنا',
  'common.notFound': 'غير موجود',
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

/** The text of a key in a locale, with `{{name}}` placeholders filled; an unknown key is returned as is. */
export function translateMessage(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? messages[locale][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
