import type { Locale } from '@masar/shared/messages';
import type { MailContent } from './mail.repository.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Template {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  action?: string;
  footer: string;
}

/** One layout for every mail: a greeting, a few lines, one button, and the link written out. */
function render(to: string, locale: Locale, template: Template, link?: string): MailContent {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [
    template.greeting(''),
    '',
    ...template.lines,
    ...(link ? ['', link] : []),
    '',
    template.footer,
  ].join('\n');
  const button =
    link && template.action
      ? `<p><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h2>Masar</h2><p>${escapeHtml(template.greeting(''))}</p>${template.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${button}<p style="color:#555">${escapeHtml(template.footer)}</p></body></html>`;
  return { to, subject: template.subject, text, html };
}

const footer = {
  en: 'If you did not ask for this, you can ignore this e-mail.',
  ar: 'إذا لم تطلب ذلك فيمكنك تجاهل هذه الرسالة.',
};

export function verificationMail(to: string, firstName: string, locale: Locale, link: string): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: 'تحقق من بريدك الإلكتروني في مسار',
          greeting: () => `مرحبًا ${firstName}،`,
          lines: ['شكرًا لتسجيلك في مسار. اضغط على الزر للتحقق من بريدك الإلكتروني. الرابط صالح لمدة 24 ساعة.'],
          action: 'تحقق من البريد الإلكتروني',
          footer: footer.ar,
        }
      : {
          subject: 'Verify your e-mail for Masar',
          greeting: () => `Hello ${firstName},`,
          lines: ['Thank you for signing up to Masar. Press the button to verify your e-mail. The link works for 24 hours.'],
          action: 'Verify e-mail',
          footer: footer.en,
        };
  return render(to, locale, template, link);
}

export function passwordResetMail(to: string, firstName: string, locale: Locale, link: string): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: 'إعادة تعيين كلمة المرور في مسار',
          greeting: () => `مرحبًا ${firstName}،`,
          lines: ['طلبت إعادة تعيين كلمة المرور. اضغط على الزر لاختيار كلمة مرور جديدة. الرابط صالح لمدة 30 دقيقة ولمرة واحدة.'],
          action: 'إعادة تعيين كلمة المرور',
          footer: footer.ar,
        }
      : {
          subject: 'Reset your Masar password',
          greeting: () => `Hello ${firstName},`,
          lines: ['You asked to reset your password. Press the button to choose a new one. The link works once, for 30 minutes.'],
          action: 'Reset password',
          footer: footer.en,
        };
  return render(to, locale, template, link);
}

/**
 * To the owner of an address someone tried to sign up with (decision 0024): the sign-up answered as for a
 * new address, so the person who tried learns from this mail, in their inbox, what to do instead.
 */
export function accountExistsMail(
  to: string,
  firstName: string,
  locale: Locale,
  links: { login: string; reset: string },
): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: 'محاولة لإنشاء حساب في مسار ببريدك الإلكتروني',
          greeting: () => `مرحبًا ${firstName}،`,
          lines: [
            'حاول شخص ما إنشاء حساب في مسار بعنوان بريدك الإلكتروني. لديك حساب بهذا العنوان بالفعل، ولم يتغير فيه شيء.',
            `إذا كنت أنت، فسجّل الدخول من ${links.login}، أو أعد تعيين كلمة المرور بالزر أدناه إذا لم تتذكرها أو لم تتحقق من بريدك بعد.`,
          ],
          action: 'إعادة تعيين كلمة المرور',
          footer: footer.ar,
        }
      : {
          subject: 'Someone tried to create a Masar account with your e-mail',
          greeting: () => `Hello ${firstName},`,
          lines: [
            'Someone tried to create a Masar account with your e-mail address. You already have an account with it, and nothing in it was changed.',
            `If it was you, log in at ${links.login}, or press the button to reset your password if you do not remember it or have not verified your e-mail yet.`,
          ],
          action: 'Reset password',
          footer: footer.en,
        };
  return render(to, locale, template, links.reset);
}

export function emailChangedMail(to: string, firstName: string, locale: Locale, newEmail: string): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: 'تم تغيير بريدك الإلكتروني في مسار',
          greeting: () => `مرحبًا ${firstName}،`,
          lines: [`تم تغيير البريد الإلكتروني لحسابك إلى ${newEmail}.`, 'إذا لم تقم بذلك فتواصل معنا فورًا.'],
          footer: footer.ar,
        }
      : {
          subject: 'Your Masar e-mail was changed',
          greeting: () => `Hello ${firstName},`,
          lines: [`The e-mail of your account was changed to ${newEmail}.`, 'If this was not you, contact us at once.'],
          footer: footer.en,
        };
  return render(to, locale, template);
}

export function approvalMail(
  to: string,
  firstName: string,
  locale: Locale,
  approved: boolean,
  reason: string | undefined,
  link: string,
): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: approved ? 'تمت الموافقة على حسابك في مسار' : 'بخصوص حسابك في مسار',
          greeting: () => `مرحبًا ${firstName}،`,
          lines: approved
            ? ['تمت الموافقة على حسابك. يمكنك الآن تسجيل الدخول والبدء.']
            : ['نأسف، لم تتم الموافقة على حسابك.', ...(reason ? [`السبب: ${reason}`] : []), 'يمكنك الرد على هذه الرسالة لطلب مراجعة القرار.'],
          action: approved ? 'تسجيل الدخول' : undefined,
          footer: footer.ar,
        }
      : {
          subject: approved ? 'Your Masar account is approved' : 'About your Masar account',
          greeting: () => `Hello ${firstName},`,
          lines: approved
            ? ['Your account is approved. You can now log in and get started.']
            : ['We are sorry: your account was not approved.', ...(reason ? [`Reason: ${reason}`] : []), 'You can reply to this e-mail to ask for the decision to be reviewed.'],
          action: approved ? 'Log in' : undefined,
          footer: footer.en,
        };
  return render(to, locale, template, approved ? link : undefined);
}

/** What an invitation asks the invitee to join as (company_invitations.kind). */
export type InvitationKind = 'colleague' | 'employee' | 'talent_manager';

const INVITATION_LINES: Record<InvitationKind, Record<Locale, (inviter: string, company: string) => string>> = {
  colleague: {
    en: (inviter, company) => `${inviter} invites you to join the hiring team of ${company} on Masar.`,
    ar: (inviter, company) => `يدعوك ${inviter} للانضمام إلى فريق التوظيف في ${company} على مسار.`,
  },
  employee: {
    en: (inviter, company) => `${inviter} invites you to join ${company} on Masar as an employee: sign up and upload your resume to see which of its jobs fit you and the courses that close the gaps.`,
    ar: (inviter, company) => `يدعوك ${inviter} للانضمام إلى ${company} على مسار بصفتك موظفًا: سجّل وارفع سيرتك الذاتية لترى وظائفها التي تناسبك والدورات التي تسد الفجوات.`,
  },
  talent_manager: {
    en: (inviter, company) => `${inviter} invites you to manage the talent of ${company} on Masar: its employees' readiness for its jobs.`,
    ar: (inviter, company) => `يدعوك ${inviter} لإدارة مواهب ${company} على مسار: جاهزية موظفيها لوظائفها.`,
  },
};

export function invitationMail(to: string, locale: Locale, inviterName: string, companyName: string, link: string, kind: InvitationKind = 'colleague'): MailContent {
  const line = INVITATION_LINES[kind][locale](inviterName, companyName);
  const template: Template =
    locale === 'ar'
      ? {
          subject: `دعوة للانضمام إلى ${companyName} في مسار`,
          greeting: () => 'مرحبًا،',
          lines: [line, 'الدعوة صالحة لمدة 7 أيام.'],
          action: 'قبول الدعوة',
          footer: footer.ar,
        }
      : {
          subject: `Join ${companyName} on Masar`,
          greeting: () => 'Hello,',
          lines: [line, 'The invitation works for 7 days.'],
          action: 'Accept the invitation',
          footer: footer.en,
        };
  return render(to, locale, template, link);
}

/** A recruiter invited the candidate to consider a job (issue #12): the job and the company named, with a link to it. */
export function pokeMail(to: string, firstName: string, locale: Locale, poke: { jobTitle: string; companyName: string; link: string }): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: `${poke.companyName} تدعوك للنظر في وظيفة ${poke.jobTitle}`,
          greeting: () => `مرحبًا ${firstName}،`,
          lines: [
            `اطّلعت ${poke.companyName} على ملفك في مسار وتدعوك للنظر في وظيفة ${poke.jobTitle}.`,
            'افتح الوظيفة لقراءة تفاصيلها، ثم أخبرهم إن كنت مهتمًا أم لا.',
          ],
          action: 'عرض الوظيفة',
          footer: 'تصلك هذه الرسالة لأن ملفك في مجموعة المواهب في مسار.',
        }
      : {
          subject: `${poke.companyName} invited you to consider ${poke.jobTitle}`,
          greeting: () => `Hello ${firstName},`,
          lines: [
            `${poke.companyName} saw your profile on Masar and invites you to consider the job ${poke.jobTitle}.`,
            'Open the job to read it, then tell them whether you are interested.',
          ],
          action: 'View the job',
          footer: 'You receive this because your profile is in the Masar talent pool.',
        };
  return render(to, locale, template, poke.link);
}

export function interviewInvitationMail(
  to: string,
  firstName: string,
  locale: Locale,
  invitation: { jobTitle: string; companyName: string; link: string; expiresOn: string },
): MailContent {
  const template: Template =
    locale === 'ar'
      ? {
          subject: `${invitation.companyName} تدعوك إلى مقابلة لوظيفة ${invitation.jobTitle}`,
          greeting: () => `مرحبًا ${firstName}،`,
          lines: [
            `تدعوك ${invitation.companyName} إلى مقابلة بالذكاء الاصطناعي لوظيفة ${invitation.jobTitle}.`,
            `يمكنك إجراؤها متى شئت قبل ${invitation.expiresOn}، ويمكنك التوقف والمتابعة لاحقًا.`,
          ],
          action: 'ابدأ المقابلة',
          footer: 'تصلك هذه الرسالة لأن ملفك في مجموعة المواهب في مسار.',
        }
      : {
          subject: `${invitation.companyName} invites you to an interview for ${invitation.jobTitle}`,
          greeting: () => `Hello ${firstName},`,
          lines: [
            `${invitation.companyName} invites you to an AI interview for the job ${invitation.jobTitle}.`,
            `Take it whenever suits you before ${invitation.expiresOn}; you can pause and come back to it.`,
          ],
          action: 'Start the interview',
          footer: 'You receive this because your profile is in the Masar talent pool.',
        };
  return render(to, locale, template, invitation.link);
}
