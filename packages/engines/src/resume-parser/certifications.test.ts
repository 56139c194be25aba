import { describe, expect, it } from 'vitest';
import { extractCertifications } from './certifications.ts';
import { plainTextToLines } from './extract/plain-lines.ts';

const parse = (text: string) => extractCertifications(plainTextToLines(text)).map(({ confidence: _confidence, ...entry }) => entry);

describe('extractCertifications', () => {
  it('reads one-line entries, keeping an en dash inside the name', () => {
    expect(parse('AWS Certified Solutions Architect – Associate — Amazon Web Services, Jan 2022 (Expires Jan 2025) · Credential ID: AWS-SAA-48213')).toEqual([
      { name: 'AWS Certified Solutions Architect – Associate', issuer: 'Amazon Web Services', issue_date: '2022-01', expiry_date: '2025-01', no_expiry: false, credential_id: 'AWS-SAA-48213' },
    ]);
  });

  it('reads entries spread over lines, with no expiry', () => {
    expect(parse('Google UX Design Certificate\nGoogle · Issued Oct 2021 · No expiration date\nCredential ID: GUX-66120\nPMP — Project Management Institute, Mar 2020 (Expires Mar 2023)')).toEqual([
      { name: 'Google UX Design Certificate', issuer: 'Google', issue_date: '2021-10', expiry_date: null, no_expiry: true, credential_id: 'GUX-66120' },
      { name: 'PMP', issuer: 'Project Management Institute', issue_date: '2020-03', expiry_date: '2023-03', no_expiry: false, credential_id: null },
    ]);
  });

  it('keeps an Arabic certification whole when a dash falls in its name or before its issuer and date (issue #10)', () => {
    const fields = (text: string) => parse(text).map(({ name, issuer, issue_date }) => ({ name, issuer, issue_date }));
    // The issuer and the date on the next line, joined by a dash.
    expect(fields('الإسعافات الأولية المتقدمة\nالهيئة السعودية للتخصصات الصحية – مارس 2022')).toEqual([
      { name: 'الإسعافات الأولية المتقدمة', issuer: 'الهيئة السعودية للتخصصات الصحية', issue_date: '2022-03' },
    ]);
    // "صادرة عن …" (issued by) names the issuer, so the dash in the first line is part of the name.
    expect(fields('محاسب إداري معتمد – المستوى الثاني\nصادرة عن المعهد العربي للمحاسبين – يونيو 2021')).toEqual([
      { name: 'محاسب إداري معتمد – المستوى الثاني', issuer: 'المعهد العربي للمحاسبين', issue_date: '2021-06' },
    ]);
    // Two certifications in a row stay two: the second line names no issuing body.
    expect(fields('Basic Life Support\nACLS, 2021')).toEqual([
      { name: 'Basic Life Support', issuer: null, issue_date: null },
      { name: 'ACLS', issuer: null, issue_date: '2021' },
    ]);
  });

  it('reads Arabic entries', () => {
    expect(parse('محترف إدارة المشاريع (PMP) — معهد إدارة المشاريع، مارس 2020 (بدون تاريخ انتهاء) · رقم الاعتماد: PMP-3318842')).toEqual([
      { name: 'محترف إدارة المشاريع (PMP)', issuer: 'معهد إدارة المشاريع', issue_date: '2020-03', expiry_date: null, no_expiry: true, credential_id: 'PMP-3318842' },
    ]);
  });

  it('reads the issuer and the date in brackets after the name, and keeps a bracket that holds neither (layout corpus, table family)', () => {
    expect(parse('CFA Level II (CFA Institute, 2022)\nProject Management Professional (PMP)')).toEqual([
      { name: 'CFA Level II', issuer: 'CFA Institute', issue_date: '2022', expiry_date: null, no_expiry: false, credential_id: null },
      { name: 'Project Management Professional (PMP)', issuer: null, issue_date: null, expiry_date: null, no_expiry: false, credential_id: null },
    ]);
  });

  it('reads a timeline entry, its date in the first column and its issuer alone on the next line, as one certification (layout corpus, timeline family)', () => {
    expect(parse('Feb 2020 | Certified Sales Professional\nNational Association of Sales Professionals\nApr 2021 | Chartered Engineer\nInstitution of Civil Engineers')).toEqual([
      { name: 'Certified Sales Professional', issuer: 'National Association of Sales Professionals', issue_date: '2020-02', expiry_date: null, no_expiry: false, credential_id: null },
      { name: 'Chartered Engineer', issuer: 'Institution of Civil Engineers', issue_date: '2021-04', expiry_date: null, no_expiry: false, credential_id: null },
    ]);
  });

  it('reads an issuer whose name holds "Credentialing" as the issuer, not a credential id nor another certification (layout corpus, timeline family)', () => {
    expect(parse('Jul 2018 | Single Subject Teaching Credential\nCalifornia Commission on Teacher Credentialing')).toEqual([
      { name: 'Single Subject Teaching Credential', issuer: 'California Commission on Teacher Credentialing', issue_date: '2018-07', expiry_date: null, no_expiry: false, credential_id: null },
    ]);
    expect(parse('Teaching License · Credential ID: CA-88231')[0]?.credential_id).toBe('CA-88231');
  });

  it('starts a new certification at a line that opens with a certificate name, though it says "Issued by" further on (layout corpus, chips family)', () => {
    expect(parse('AWS Certified Solutions Architect · Issued by Amazon Web Services · Mar 2022\nCertified Kubernetes Administrator · Issued by Cloud Native Computing Foundation · Jan 2023').map(({ name, issuer, issue_date }) => ({ name, issuer, issue_date }))).toEqual([
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', issue_date: '2022-03' },
      { name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', issue_date: '2023-01' },
    ]);
  });
});
