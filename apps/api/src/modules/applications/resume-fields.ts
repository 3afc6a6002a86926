// What a resume says about the person sending it (name, email, phone), for a form's empty fields:
// the careers site's position page asks it when a visitor picks their resume. Read by the same
// bounded reader as HR's resumes (resume-text.ts); nothing is stored.
import { Readable } from 'node:stream';
import { contactFacts, nameIn } from './resume-facts.js';
import { resumeText } from './resume-text.js';

export interface ResumeFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

/** The fields of a resume whose type the caller sniffed (PDF or .docx); RESUME_REFUSED past its bounds. */
export async function readResumeFields(bytes: Buffer, mimeType: string): Promise<ResumeFields> {
  const text = await resumeText(Readable.from([bytes]), mimeType);
  const contact = contactFacts(text);
  return { ...nameIn(text), email: contact.email, phone: contact.phone };
}
