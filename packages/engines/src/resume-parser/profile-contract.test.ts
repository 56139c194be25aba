/**
 * The parser's output must be accepted by the API's contract for upload_response
 * (@masar/shared/profile), both as a type and at run time.
 */
import { candidateProfileSchema, type CandidateProfile } from '@masar/shared/profile';
import { describe, expect, it } from 'vitest';
import { fixtureReader } from './fixture-reader.ts';
import { parseResume } from './parse-resume.ts';
import { parsedProfileSchema, type ParsedProfile } from './profile.ts';

// A type-level check: a parsed profile is a candidate profile.
const asCandidateProfile = (profile: ParsedProfile): CandidateProfile => profile;

describe('profile contract', () => {
  it('parses into the shared upload_response schema', async () => {
    for (const name of ['en-01-software.pdf', 'ar-32-data.docx', 'mx-41-software.doc']) {
      const result = await parseResume({ bytes: fixtureReader.read(name), kind: name.split('.').pop() as 'pdf' });
      if (!result.ok) throw new Error(result.message);
      expect(() => parsedProfileSchema.parse(result.profile)).not.toThrow();
      expect(() => candidateProfileSchema.parse(asCandidateProfile(result.profile))).not.toThrow();
    }
  });
});
