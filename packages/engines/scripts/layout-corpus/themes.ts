/**
 * Eight layout families, each reproducing the layout of a widely used kind of public resume theme (not
 * its code: written here from what such themes look like printed). See the corpus README.
 */
import type { LayoutCertification, LayoutJob, LayoutPerson, LayoutSchool } from './people.ts';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EN_FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const AR_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

export type DateStyle = 'short' | 'full' | 'numeric' | 'year' | 'ar';
export function month(value: string, style: DateStyle): string {
  const [year, m] = value.split('-');
  const index = Number(m) - 1;
  switch (style) {
    case 'short':
      return `${EN_MONTHS[index]} ${year}`;
    case 'full':
      return `${EN_FULL[index]} ${year}`;
    case 'numeric':
      return `${m}/${year}`;
    case 'year':
      return year ?? '';
    case 'ar':
      return `${AR_MONTHS[index]} ${year}`;
  }
}
export function range(start: string, end: string | null, style: DateStyle, present = 'Present', dash = ' – '): string {
  return `${month(start, style)}${dash}${end ? month(end, style) : present}`;
}
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bullets = (job: LayoutJob) => `<ul>${job.bullets.map((bullet) => `<li>${esc(bullet)}</li>`).join('')}</ul>`;
const page = (css: string, body: string, dir: 'ltr' | 'rtl' = 'ltr', lang = 'en') =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm; } body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
ul { margin: 2px 0 6px; padding-inline-start: 16px; } li { margin: 1px 0; } h1, h2, h3, p { margin: 0; }
${css}</style></head><body>${body}</body></html>`;

/** 1. Gutter headings (JSON Resume "class"/"elegant"-like): a heading in a left column on the line of the first entry. */
function gutter(p: LayoutPerson): string {
  const css = `.sec { display: grid; grid-template-columns: 28mm 1fr; column-gap: 6mm; margin-top: 5mm; }
  .sec > h2 { font-size: 10pt; text-transform: uppercase; color: #888; font-weight: normal; }
  h1 { font-size: 20pt; } .entry { margin-bottom: 3mm; } .t { font-weight: bold; } .d { color: #666; }`;
  const job = (j: LayoutJob) =>
    `<div class="entry"><div class="t">${esc(j.title)}</div><div>${esc(j.org)}</div><div class="d">${range(j.start, j.end, 'short')}</div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) =>
    `<div class="entry"><div class="t">${esc(s.institution)}</div><div>${esc(s.degree)}</div><div class="d">${range(s.start, s.end, 'short')}</div></div>`;
  const cert = (c: LayoutCertification) => `<div class="entry"><div class="t">${esc(c.name)}</div><div class="d">${month(c.date, 'short')}</div><div>Issued by ${esc(c.issuer)}</div></div>`;
  return page(
    css,
    `<h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div>
    <div class="sec"><h2>Contact</h2><div>${esc(p.email)} · ${esc(p.phone)} · ${esc(p.location)}</div></div>
    <div class="sec"><h2>About</h2><div>${esc(p.summary)}</div></div>
    <div class="sec"><h2>Work</h2><div>${p.work.map(job).join('')}</div></div>
    <div class="sec"><h2>Education</h2><div>${p.education.map(school).join('')}</div></div>
    <div class="sec"><h2>Certificates</h2><div>${p.certifications.map(cert).join('')}</div></div>
    <div class="sec"><h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div></div>
    <div class="sec"><h2>Languages</h2><div>${p.languages.map(esc).join(', ')}</div></div>`,
  );
}

/** 2. Two-column sidebar: contact, skills, languages and certificates in a coloured left column. */
function sidebar(p: LayoutPerson): string {
  const css = `.wrap { display: flex; } .side { width: 60mm; background: #1f3a5f; color: #fff; padding: 6mm; min-height: 260mm; }
  .main { flex: 1; padding: 6mm 8mm; } h1 { font-size: 20pt; } h2 { font-size: 11pt; text-transform: uppercase; margin: 5mm 0 2mm; border-bottom: 1px solid #ccc; }
  .side h2 { border-color: #6a8bb5; } .row { display: flex; justify-content: space-between; font-weight: bold; } .org { font-style: italic; }`;
  const job = (j: LayoutJob) =>
    `<div><div class="row"><span>${esc(j.title)}</span><span>${range(j.start, j.end, 'numeric')}</span></div><div class="org">${esc(j.org)}, ${esc(j.location)}</div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) =>
    `<div><div class="row"><span>${esc(s.degree)}</span><span>${month(s.start, 'year')} – ${month(s.end, 'year')}</span></div><div class="org">${esc(s.institution)}</div></div>`;
  return page(
    css,
    `<div class="wrap"><div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(p.location)}</div>
    <h2>Skills</h2>${p.skills.map((skill) => `<div>${esc(skill)}</div>`).join('')}
    <h2>Languages</h2>${p.languages.map((language) => `<div>${esc(language)}</div>`).join('')}
    <h2>Certifications</h2>${p.certifications.map((c) => `<div>${esc(c.name)}</div><div>${month(c.date, 'short')}</div>`).join('')}</div>
    <div class="main"><h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div><h2>Profile</h2><p>${esc(p.summary)}</p>
    <h2>Experience</h2>${p.work.map(job).join('')}<h2>Education</h2>${p.education.map(school).join('')}</div></div>`,
  );
}

/** 3. Chips: skills as pill badges flowing in columns, "Title at Company" with dates on the right. */
function chips(p: LayoutPerson): string {
  const css = `h1 { font-size: 22pt; color: #0b6e4f; } h2 { font-size: 12pt; color: #0b6e4f; margin: 5mm 0 2mm; }
  .chips { display: flex; flex-wrap: wrap; gap: 2mm; } .chip { border: 1px solid #0b6e4f; border-radius: 10px; padding: 1mm 3mm; }
  .row { display: flex; justify-content: space-between; } .t { font-weight: bold; } .contact span { margin-right: 6mm; }`;
  const job = (j: LayoutJob) =>
    `<div><div class="row"><span class="t">${esc(j.title)} at ${esc(j.org)}</span><span>${range(j.start, j.end, 'full')}</span></div><div>${esc(j.location)}</div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) =>
    `<div><div class="row"><span class="t">${esc(s.degree)}</span><span>${month(s.start, 'short')} – ${month(s.end, 'short')}</span></div><div>${esc(s.institution)}</div></div>`;
  return page(
    css,
    `<h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div><div class="contact"><span>${esc(p.email)}</span><span>${esc(p.phone)}</span><span>${esc(p.location)}</span></div>
    <h2>Skills</h2><div class="chips">${p.skills.map((skill) => `<span class="chip">${esc(skill)}</span>`).join('')}</div>
    <h2>Experience</h2>${p.work.map(job).join('')}<h2>Education</h2>${p.education.map(school).join('')}
    <h2>Certifications</h2>${p.certifications.map((c) => `<div><span class="t">${esc(c.name)}</span> · Issued by ${esc(c.issuer)} · ${month(c.date, 'short')}</div>`).join('')}
    <h2>Languages</h2><div class="chips">${p.languages.map((language) => `<span class="chip">${esc(language)}</span>`).join('')}</div>`,
  );
}

/** 4. Timeline: dates in a narrow left column beside each entry, a rule between. */
function timeline(p: LayoutPerson): string {
  const css = `h1 { font-size: 20pt; } h2 { font-size: 12pt; margin: 5mm 0 2mm; letter-spacing: 1px; }
  .item { display: grid; grid-template-columns: 32mm 1fr; column-gap: 5mm; border-left: 2px solid #c33; padding-left: 3mm; margin-bottom: 3mm; }
  .when { color: #c33; } .t { font-weight: bold; }`;
  const job = (j: LayoutJob) =>
    `<div class="item"><div class="when">${range(j.start, j.end, 'short', 'Present', ' - ')}</div><div><div class="t">${esc(j.title)}</div><div>${esc(j.org)} | ${esc(j.location)}</div>${bullets(j)}</div></div>`;
  const school = (s: LayoutSchool) =>
    `<div class="item"><div class="when">${month(s.start, 'year')} - ${month(s.end, 'year')}</div><div><div class="t">${esc(s.degree)}</div><div>${esc(s.institution)}</div></div></div>`;
  const cert = (c: LayoutCertification) => `<div class="item"><div class="when">${month(c.date, 'short')}</div><div><div class="t">${esc(c.name)}</div><div>${esc(c.issuer)}</div></div></div>`;
  return page(
    css,
    `<h1>${esc(p.name)}</h1><div>${esc(p.headline)} — ${esc(p.location)}</div><div>${esc(p.email)} | ${esc(p.phone)}</div>
    <h2>SUMMARY</h2><p>${esc(p.summary)}</p><h2>EXPERIENCE</h2>${p.work.map(job).join('')}<h2>EDUCATION</h2>${p.education.map(school).join('')}
    <h2>CERTIFICATIONS</h2>${p.certifications.map(cert).join('')}<h2>SKILLS</h2><p>${p.skills.map(esc).join(' • ')}</p>
    <h2>LANGUAGES</h2><p>${p.languages.map(esc).join(' • ')}</p>`,
  );
}

/** 5. Classic LaTeX-like one column: centred name, small-caps headings with a rule, organisation and dates on one line. */
function classic(p: LayoutPerson): string {
  const css = `body { font-family: 'DejaVu Serif', serif; } h1 { text-align: center; font-size: 22pt; font-variant: small-caps; }
  .c { text-align: center; } h2 { font-variant: small-caps; font-size: 12pt; border-bottom: 1px solid #000; margin: 4mm 0 2mm; font-weight: normal; }
  .row { display: flex; justify-content: space-between; } .b { font-weight: bold; } .i { font-style: italic; }`;
  const job = (j: LayoutJob) =>
    `<div><div class="row"><span class="b">${esc(j.org)}</span><span>${esc(j.location)}</span></div><div class="row"><span class="i">${esc(j.title)}</span><span class="i">${range(j.start, j.end, 'short', 'Present', ' -- ')}</span></div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) =>
    `<div><div class="row"><span class="b">${esc(s.institution)}</span><span>${month(s.start, 'short')} -- ${month(s.end, 'short')}</span></div><div class="i">${esc(s.degree)}</div></div>`;
  return page(
    css,
    `<h1>${esc(p.name)}</h1><div class="c">${esc(p.phone)} | ${esc(p.email)} | ${esc(p.location)}</div>
    <h2>Education</h2>${p.education.map(school).join('')}<h2>Experience</h2>${p.work.map(job).join('')}
    <h2>Technical Skills</h2><div><span class="b">Skills:</span> ${p.skills.map(esc).join(', ')}</div>
    <h2>Certifications</h2>${p.certifications.map((c) => `<div class="row"><span><span class="b">${esc(c.name)}</span>, ${esc(c.issuer)}</span><span>${month(c.date, 'short')}</span></div>`).join('')}
    <h2>Languages</h2><div>${p.languages.map(esc).join(', ')}</div>`,
  );
}

/** 6. Modern header band: name and contact in a coloured band; dates under the organisation; "Issued by" lines. */
function band(p: LayoutPerson): string {
  const css = `@page { margin: 0 0 12mm; } .band { background: #3b2a6b; color: #fff; padding: 10mm 14mm; } h1 { font-size: 24pt; }
  .contact { margin-top: 2mm; } .contact span { margin-right: 5mm; } .body { padding: 0 14mm; }
  h2 { font-size: 12pt; color: #3b2a6b; margin: 5mm 0 2mm; text-transform: uppercase; } .t { font-weight: bold; font-size: 10.5pt; } .d { color: #777; font-size: 8.5pt; }`;
  const job = (j: LayoutJob) =>
    `<div><div class="t">${esc(j.title)}</div><div>${esc(j.org)}</div><div class="d">${range(j.start, j.end, 'short')} · ${esc(j.location)}</div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) => `<div><div class="t">${esc(s.degree)}</div><div>${esc(s.institution)}</div><div class="d">${range(s.start, s.end, 'short')}</div></div>`;
  const cert = (c: LayoutCertification) => `<div><div class="t">${esc(c.name)}</div><div class="d">Issued by ${esc(c.issuer)} · ${month(c.date, 'short')}</div></div>`;
  return page(
    css,
    `<div class="band"><h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div><div class="contact"><span>${esc(p.email)}</span><span>${esc(p.phone)}</span><span>${esc(p.location)}</span></div></div>
    <div class="body"><h2>About me</h2><p>${esc(p.summary)}</p><h2>Work experience</h2>${p.work.map(job).join('')}<h2>Education</h2>${p.education.map(school).join('')}
    <h2>Licenses &amp; certifications</h2>${p.certifications.map(cert).join('')}<h2>Skills</h2><p>${p.skills.map(esc).join(' · ')}</p><h2>Languages</h2><p>${p.languages.map(esc).join(' · ')}</p></div>`,
  );
}

/** 7. Compact table: one table, section names in the first column, jobs as rows of title | employer | dates. */
function table(p: LayoutPerson): string {
  const css = `table { width: 100%; border-collapse: collapse; } td { vertical-align: top; padding: 1.5mm 2mm; border-bottom: 1px solid #ddd; }
  td.h { width: 26mm; font-weight: bold; text-transform: uppercase; font-size: 8.5pt; } h1 { font-size: 18pt; margin-bottom: 2mm; } .t { font-weight: bold; }`;
  const job = (j: LayoutJob) =>
    `<tr><td class="h"></td><td class="t">${esc(j.title)}</td><td>${esc(j.org)}</td><td>${range(j.start, j.end, 'numeric')}</td></tr><tr><td></td><td colspan="3">${j.bullets.map(esc).join('; ')}</td></tr>`;
  const school = (s: LayoutSchool) => `<tr><td class="h"></td><td class="t">${esc(s.degree)}</td><td>${esc(s.institution)}</td><td>${month(s.end, 'year')}</td></tr>`;
  const heading = (name: string) => `<tr><td class="h" colspan="4">${name}</td></tr>`;
  return page(
    css,
    `<h1>${esc(p.name)} — ${esc(p.headline)}</h1><table>
    <tr><td class="h">Contact</td><td colspan="3">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.location)}</td></tr>
    ${heading('Experience')}${p.work.map(job).join('')}${heading('Education')}${p.education.map(school).join('')}
    <tr><td class="h">Skills</td><td colspan="3">${p.skills.map(esc).join(', ')}</td></tr>
    <tr><td class="h">Certifications</td><td colspan="3">${p.certifications.map((c) => `${esc(c.name)} (${esc(c.issuer)}, ${month(c.date, 'year')})`).join('<br>')}</td></tr>
    <tr><td class="h">Languages</td><td colspan="3">${p.languages.map(esc).join(', ')}</td></tr></table>`,
  );
}

/** 8. Arabic right-to-left with a sidebar on the right (the start side): contact, skills, languages. */
function arabicSidebar(p: LayoutPerson): string {
  const ar = p.lang === 'ar';
  const t = ar
    ? { contact: 'معلومات التواصل', skills: 'المهارات', languages: 'اللغات', profile: 'نبذة', work: 'الخبرات العملية', education: 'التعليم', certs: 'الشهادات', present: 'حتى الآن', style: 'ar' as DateStyle }
    : { contact: 'Contact', skills: 'Skills', languages: 'Languages', profile: 'Profile', work: 'Experience', education: 'Education', certs: 'Certifications', present: 'Present', style: 'short' as DateStyle };
  const css = `.wrap { display: flex; } .side { width: 58mm; background: #e8f0ec; padding: 6mm; min-height: 260mm; } .main { flex: 1; padding: 6mm 8mm; }
  h1 { font-size: 20pt; } h2 { font-size: 12pt; color: #176b4d; margin: 5mm 0 2mm; border-bottom: 2px solid #176b4d; } .t { font-weight: bold; } .d { color: #666; }`;
  const job = (j: LayoutJob) =>
    `<div><div class="t">${esc(j.title)}</div><div>${esc(j.org)} - ${esc(j.location)}</div><div class="d">${range(j.start, j.end, t.style, t.present)}</div>${bullets(j)}</div>`;
  const school = (s: LayoutSchool) => `<div><div class="t">${esc(s.degree)}</div><div>${esc(s.institution)}</div><div class="d">${month(s.start, 'year')} – ${month(s.end, 'year')}</div></div>`;
  const cert = (c: LayoutCertification) => `<div><div class="t">${esc(c.name)}</div><div class="d">${esc(c.issuer)} – ${month(c.date, t.style)}</div></div>`;
  return page(
    css,
    `<div class="wrap"><div class="side"><h2>${t.contact}</h2><div dir="ltr">${esc(p.email)}</div><div dir="ltr">${esc(p.phone)}</div><div>${esc(p.location)}</div>
    <h2>${t.skills}</h2>${p.skills.map((skill) => `<div>${esc(skill)}</div>`).join('')}<h2>${t.languages}</h2>${p.languages.map((language) => `<div>${esc(language)}</div>`).join('')}</div>
    <div class="main"><h1>${esc(p.name)}</h1><div>${esc(p.headline)}</div><h2>${t.profile}</h2><p>${esc(p.summary)}</p>
    <h2>${t.work}</h2>${p.work.map(job).join('')}<h2>${t.education}</h2>${p.education.map(school).join('')}<h2>${t.certs}</h2>${p.certifications.map(cert).join('')}</div></div>`,
    'rtl',
    ar ? 'ar' : 'en',
  );
}

export interface LayoutFamily {
  id: string;
  render: (person: LayoutPerson) => string;
  /** Which people are printed in this family. */
  people: string[];
}

export const FAMILIES: LayoutFamily[] = [
  { id: 'gutter', render: gutter, people: ['nurse', 'engineer', 'finance'] },
  { id: 'sidebar', render: sidebar, people: ['teacher', 'devops', 'nurse'] },
  { id: 'chips', render: chips, people: ['sales', 'devops', 'finance'] },
  { id: 'timeline', render: timeline, people: ['engineer', 'teacher', 'sales'] },
  { id: 'classic', render: classic, people: ['devops', 'finance', 'nurse'] },
  { id: 'band', render: band, people: ['nurse', 'sales', 'teacher'] },
  { id: 'table', render: table, people: ['finance', 'engineer', 'devops'] },
  { id: 'rtl-sidebar', render: arabicSidebar, people: ['ar-accountant', 'ar-developer'] },
];
