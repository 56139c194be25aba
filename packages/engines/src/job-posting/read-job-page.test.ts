/**
 * Reading a job posting from pages written the way job boards write them: JSON-LD in a script (with an
 * `@graph`, in an array, nested in the page's `mainEntity`, its description as HTML or entity-encoded
 * HTML), microdata, OpenGraph tags only, the readable text alone, and the empty shell a professional
 * network serves without a session — in English and Arabic.
 */
import { describe, expect, it } from 'vitest';
import { readJobPage } from './read-job-page.ts';

const page = (head: string, body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const SITE_CHROME = `
  <header><a href="/">Careers</a><nav><ul><li><a href="/jobs">All jobs</a></li><li><a href="/about">About us</a></li></ul></nav></header>
  <script>window.dataLayer = window.dataLayer || []; gtag('config', 'G-123');</script>
  <style>.job { color: #333 }</style>`;
const FOOTER = `<footer><p>© 2026 Careers. All rights reserved.</p><a href="/privacy">Privacy</a></footer>`;

describe('JSON-LD', () => {
  it('reads a JobPosting from an @graph with its organisation, place, type, date and salary (a careers site built on a CMS)', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', '@id': 'https://careers.example.com/#website', name: 'Nakheel Careers' },
        { '@type': ['WebPage', 'ItemPage'], '@id': 'https://careers.example.com/jobs/data-analyst/', name: 'Data Analyst - Nakheel Careers' },
        {
          '@type': 'JobPosting',
          title: 'Senior Data Analyst',
          description:
            '<p>Nakheel Logistics is hiring a <strong>Senior Data Analyst</strong> to join our Riyadh team.</p><h3>What you will do</h3><ul><li>Build dashboards in Power BI &amp; Tableau</li><li>Write SQL against our warehouse</li></ul><p>5+ years of experience required.</p>',
          datePosted: '2026-11-02T08:00:00+03:00',
          validThrough: '2026-12-31',
          employmentType: ['FULL_TIME'],
          hiringOrganization: { '@type': 'Organization', name: 'Nakheel Logistics', sameAs: 'https://nakheel.example.com' },
          jobLocation: [
            {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressRegion: 'Riyadh Province', addressCountry: 'SA' },
            },
          ],
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'SAR',
            value: { '@type': 'QuantitativeValue', minValue: 18000, maxValue: 24000, unitText: 'MONTH' },
          },
        },
      ],
    };
    const html = page(
      `<title>Senior Data Analyst | Nakheel Careers</title><script type="application/ld+json">${JSON.stringify(graph)}</script>`,
      `${SITE_CHROME}<main><h1>Senior Data Analyst</h1><p>Riyadh · Full time</p></main>${FOOTER}`,
    );
    expect(readJobPage(html)).toEqual({
      found: true,
      source: 'json-ld',
      title: 'Senior Data Analyst',
      description: [
        'Nakheel Logistics is hiring a Senior Data Analyst to join our Riyadh team.',
        'What you will do',
        '• Build dashboards in Power BI & Tableau',
        '• Write SQL against our warehouse',
        '5+ years of experience required.',
      ].join('\n'),
      hiringOrganization: 'Nakheel Logistics',
      location: { city: 'Riyadh', region: 'Riyadh Province', country: 'SA' },
      employmentType: ['FULL_TIME'],
      datePosted: '2026-11-02',
      salary: { currency: 'SAR', min: 18000, max: 24000, unit: 'MONTH' },
      language: 'en',
      text: 'Senior Data Analyst\nRiyadh · Full time',
    });
  });

  it('reads an Arabic posting from a list of JSON-LD blocks, its HTML entity-encoded and its strings broken across lines (a regional job board)', () => {
    const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'وظائف' }] };
    // Written as the board writes it: raw line breaks inside the strings, the description's HTML encoded.
    const posting = `{
      "@context": "http://schema.org",
      "@type": "JobPosting",
      "title": "مهندس برمجيات أول",
      "description": "&lt;p&gt;نبحث عن مهندس برمجيات أول للانضمام إلى فريقنا في جدة.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;خبرة 5 سنوات في TypeScript و Node.js&lt;/li&gt;&lt;li&gt;إجادة اللغة الإنجليزية&lt;/li&gt;&lt;/ul&gt;",
      "hiringOrganization": "شركة الراجحي للتقنية",
      "employmentType": "دوام كامل",
      "datePosted": "2026-10-20",
      "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": "جدة", "addressCountry": {"@type": "Country", "name": "المملكة العربية السعودية"}}},
      "jobLocationType": "TELECOMMUTE",
      "baseSalary": {"@type": "MonetaryAmount", "currency": "sar", "value": {"@type": "QuantitativeValue", "value": "15,000", "unitText": "month"}},
      "industry": "تقنية
المعلومات"
    }`;
    const html = page(
      `<script type="application/ld+json">[${JSON.stringify(breadcrumbs)}]</script><script type="application/ld+json">${posting}</script>`,
      `<div class="job"><h1>مهندس برمجيات أول</h1></div>`,
      'ar',
    );
    expect(readJobPage(html)).toMatchObject({
      found: true,
      source: 'json-ld',
      title: 'مهندس برمجيات أول',
      description: 'نبحث عن مهندس برمجيات أول للانضمام إلى فريقنا في جدة.\n• خبرة 5 سنوات في TypeScript و Node.js\n• إجادة اللغة الإنجليزية',
      hiringOrganization: 'شركة الراجحي للتقنية',
      location: { city: 'جدة', country: 'المملكة العربية السعودية' },
      remote: true,
      employmentType: ['FULL_TIME'],
      datePosted: '2026-10-20',
      salary: { currency: 'SAR', min: 15000, max: 15000, unit: 'MONTH' },
      language: 'ar',
    });
  });

  it('finds a JobPosting nested in the page’s mainEntity, and reads a plain-text description with its lines', () => {
    const data = {
      '@context': 'https://schema.org/',
      '@type': 'WebPage',
      mainEntity: {
        '@type': 'schema:JobPosting',
        name: 'Warehouse Supervisor',
        description: 'Lead a team of 12 in our Dammam warehouse.\nShift work; forklift licence a plus.',
        hiringOrganization: { name: 'Gulf Freight' },
        jobLocation: { address: 'Dammam, Saudi Arabia' },
        employmentType: 'Full-time, Contract',
      },
    };
    expect(readJobPage(page(`<script type="application/ld+json">${JSON.stringify(data)}</script>`, '<p>Apply now</p>'))).toMatchObject({
      source: 'json-ld',
      title: 'Warehouse Supervisor',
      description: 'Lead a team of 12 in our Dammam warehouse.\nShift work; forklift licence a plus.',
      hiringOrganization: 'Gulf Freight',
      location: { city: 'Dammam', country: 'Saudi Arabia' },
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
    });
  });

  it('passes over JSON-LD that does not parse or holds no posting, to what the page has next', () => {
    const html = page(
      `<script type="application/ld+json">{ "@type": "JobPosting", "title": </script>
       <script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>
       <meta property="og:title" content="Accountant — Acme">
       <meta property="og:description" content="Acme is looking for an accountant in Abu Dhabi with three years of IFRS experience and a CPA.">`,
      '<p>Accountant</p>',
    );
    expect(readJobPage(html)).toMatchObject({ found: true, source: 'meta', title: 'Accountant — Acme' });
  });
});

describe('microdata', () => {
  it('reads a JobPosting marked up with itemprop, its nested organisation and place (an older job board)', () => {
    const html = page(
      '<title>Nurse - Dubai</title>',
      `${SITE_CHROME}
      <div itemscope itemtype="http://schema.org/JobPosting">
        <h1 itemprop="title">Registered Nurse</h1>
        <div itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization">
          <span itemprop="name">Al Noor Hospital</span>
        </div>
        <div itemprop="jobLocation" itemscope itemtype="http://schema.org/Place">
          <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
            <span itemprop="addressLocality">Dubai</span>, <span itemprop="addressCountry">United Arab Emirates</span>
          </div>
        </div>
        <meta itemprop="employmentType" content="PART_TIME">
        <time itemprop="datePosted" datetime="2026-09-15">15 September</time>
        <div itemprop="description">
          <p>Provide patient care on the surgical ward.</p>
          <ul><li>DHA licence</li><li>BLS certification</li></ul>
        </div>
      </div>${FOOTER}`,
    );
    expect(readJobPage(html)).toMatchObject({
      found: true,
      source: 'microdata',
      title: 'Registered Nurse',
      description: 'Provide patient care on the surgical ward.\n• DHA licence\n• BLS certification',
      hiringOrganization: 'Al Noor Hospital',
      location: { city: 'Dubai', country: 'United Arab Emirates' },
      employmentType: ['PART_TIME'],
      datePosted: '2026-09-15',
    });
  });

  it('reads an Arabic posting in microdata', () => {
    const html = page(
      '',
      `<article itemscope itemtype="https://schema.org/JobPosting">
        <h2 itemprop="title">محاسب</h2>
        <p>الشركة: <span itemprop="hiringOrganization">مجموعة الفطيم</span></p>
        <p itemprop="jobLocation" itemscope itemtype="https://schema.org/Place"><span itemprop="address">الرياض، السعودية</span></p>
        <span itemprop="employmentType">دوام جزئي</span>
        <div itemprop="description"><p>إعداد القوائم المالية الشهرية.</p><p>خبرة ثلاث سنوات على الأقل.</p></div>
      </article>`,
      'ar',
    );
    expect(readJobPage(html)).toMatchObject({
      found: true,
      source: 'microdata',
      title: 'محاسب',
      hiringOrganization: 'مجموعة الفطيم',
      location: { city: 'الرياض', country: 'السعودية' },
      employmentType: ['PART_TIME'],
      description: 'إعداد القوائم المالية الشهرية.\nخبرة ثلاث سنوات على الأقل.',
    });
  });
});

describe('OpenGraph and meta tags', () => {
  it('reads the title and description from OpenGraph when the page has no structured posting', () => {
    const html = page(
      `<title>Jobs</title>
       <meta property="og:site_name" content="WorkBoard">
       <meta property="og:title" content="Marketing Manager &amp; Brand Lead at Souq Digital">
       <meta property="og:description" content="Souq Digital is hiring a Marketing Manager in Cairo to own brand campaigns, lead a team of four and manage a yearly budget.">`,
      `<div id="root"></div><script src="/app.js"></script>`,
    );
    expect(readJobPage(html)).toEqual({
      found: true,
      source: 'meta',
      title: 'Marketing Manager & Brand Lead at Souq Digital',
      description: 'Souq Digital is hiring a Marketing Manager in Cairo to own brand campaigns, lead a team of four and manage a yearly budget.',
      language: 'en',
      text: '',
    });
  });

  it('reads Arabic meta tags (twitter and description)', () => {
    const html = page(
      `<meta name="twitter:title" content="مصمم جرافيك - الدوحة">
       <meta name="description" content="تبحث وكالة إبداع عن مصمم جرافيك في الدوحة بخبرة سنتين في أدوبي إليستريتور وفوتوشوب لتصميم حملات التواصل الاجتماعي.">`,
      '<div id="app"></div>',
      'ar',
    );
    expect(readJobPage(html)).toMatchObject({ found: true, source: 'meta', title: 'مصمم جرافيك - الدوحة', language: 'ar' });
  });
});

describe('readable text', () => {
  it('reads the page’s text, without scripts, styles, navigation, header, footer or forms, paragraphs and list items as lines', () => {
    const html = page(
      '<title>Careers — Civil Engineer</title>',
      `${SITE_CHROME}
      <main>
        <h1>Civil Engineer</h1>
        <p>We are a construction company in Muscat   building
           roads and bridges across Oman.</p>
        <h2>Requirements</h2>
        <ul><li>Bachelor's degree in Civil Engineering</li><li>AutoCAD &amp; Primavera P6</li><li>7+ years on site</li></ul>
        <table><tr><th>Location</th><td>Muscat, Oman</td></tr><tr><th>Contract</th><td><b>Full</b> time</td></tr></table>
        <form><label>Your e-mail</label><input name="email"><button>Apply</button></form>
        <p>Send your CV to <a href="mailto:jobs@example.com">jobs@example.com</a>.</p>
      </main>${FOOTER}`,
    );
    const read = readJobPage(html);
    const text = [
      'Civil Engineer',
      'We are a construction company in Muscat building roads and bridges across Oman.',
      'Requirements',
      "• Bachelor's degree in Civil Engineering",
      '• AutoCAD & Primavera P6',
      '• 7+ years on site',
      'Location | Muscat, Oman',
      'Contract | Full time',
      'Send your CV to jobs@example.com.',
    ].join('\n');
    expect(read).toEqual({ found: true, source: 'text', title: 'Civil Engineer', description: text, language: 'en', text });
  });

  it('reads an Arabic page’s text', () => {
    const html = page(
      '',
      `<div class="content"><h1>أخصائي موارد بشرية</h1>
        <p>تعلن شركة المراعي عن حاجتها إلى أخصائي موارد بشرية للعمل في مقرها بالرياض.</p>
        <ol><li>خبرة لا تقل عن أربع سنوات في التوظيف</li><li>إجادة نظام SAP SuccessFactors</li><li>درجة البكالوريوس في إدارة الأعمال</li></ol></div>`,
      'ar',
    );
    expect(readJobPage(html)).toMatchObject({
      found: true,
      source: 'text',
      title: 'أخصائي موارد بشرية',
      text: 'أخصائي موارد بشرية\nتعلن شركة المراعي عن حاجتها إلى أخصائي موارد بشرية للعمل في مقرها بالرياض.\n• خبرة لا تقل عن أربع سنوات في التوظيف\n• إجادة نظام SAP SuccessFactors\n• درجة البكالوريوس في إدارة الأعمال',
    });
  });

  it('says plainly that a professional network’s shell page (no session) holds no posting', () => {
    const html = page(
      `<title>LinkedIn</title>
       <meta property="og:title" content="LinkedIn">
       <meta property="og:description" content="Sign in to view this job">
       <script type="application/ld+json">{"@context":"http://schema.org","@type":"WebSite","name":"LinkedIn"}</script>`,
      `<header><nav><a href="/">LinkedIn</a><a href="/login">Sign in</a><a href="/signup">Join now</a></nav></header>
       <main><section><h1>Sign in to see this job</h1>
       <form><input name="session_key"><input name="session_password" type="password"><button>Sign in</button></form>
       <p>New to LinkedIn? Join now</p></section></main>
       <footer><ul><li>About</li><li>Accessibility</li><li>User Agreement</li><li>Privacy Policy</li><li>Cookie Policy</li><li>Copyright Policy</li><li>Brand Policy</li><li>Guest Controls</li><li>Community Guidelines</li></ul></footer>`,
    );
    const read = readJobPage(html);
    expect(read.found).toBe(false);
    expect(read.description).toBeUndefined();
    // What was found goes with it, for the text way.
    expect(read).toMatchObject({ source: 'text', title: 'Sign in to see this job', text: 'Sign in to see this job\nNew to LinkedIn? Join now' });
  });

  it('says so for an Arabic shell page too', () => {
    const html = page('<title>بيت.كوم</title>', '<div id="root"><p>يرجى تسجيل الدخول لعرض هذه الوظيفة</p></div>', 'ar');
    expect(readJobPage(html)).toMatchObject({ found: false, source: 'text', language: 'ar' });
  });

  it('reads a page nested thousands of elements deep without running out of stack', () => {
    const depth = 20_000;
    const html = page('', `${'<div>'.repeat(depth)}<p>Deep</p>${'</div>'.repeat(depth)}`);
    expect(readJobPage(html).text).toBe('Deep');
  });
});
