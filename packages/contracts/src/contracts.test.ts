import { describe, expect, it } from 'vitest';
import {
  AUTHORITY_CODES,
  authorityNameOf,
  DEFAULT_GRANTS,
  hasAuthority,
  humanizeErrorCode,
  interviewScheduleErrorText,
  isApplicantOnly,
  landingRoute,
  MESSAGES,
  makePaging,
  parseRoles,
  REQUISITION_STATUSES,
  ZListQuery,
  ZLoginRequest,
} from './index.js';

describe('authorities', () => {
  it('holds the six codes of spec section 6', () => {
    expect(AUTHORITY_CODES).toEqual({
      JOB_POSTING: 'UITK1T4LBDGK',
      CANDIDATE_ACCESS: 'UIE6V9NFS8K3',
      SHORTLISTING: 'UIB54VGOLEES',
      DASHBOARD: 'UI3CYK7B98R4',
      BACKGROUND_CHECK: 'UIYC1R266BGF',
      ONBOARDING: 'UI03LE59T76O',
    });
    expect(authorityNameOf('UI03LE59T76O')).toBe('ONBOARDING');
    expect(hasAuthority(['UIB54VGOLEES'], 'SHORTLISTING')).toBe(true);
    expect(hasAuthority(['UIB54VGOLEES'], 'ONBOARDING')).toBe(false);
  });

  it('grants per role as the product decisions say', () => {
    expect(DEFAULT_GRANTS['Recruitment Manager']).toHaveLength(6);
    expect(DEFAULT_GRANTS['Recruitment Officer']).toEqual([
      'JOB_POSTING',
      'CANDIDATE_ACCESS',
      'SHORTLISTING',
      'DASHBOARD',
    ]);
    expect(DEFAULT_GRANTS.Employee).toEqual([]);
    expect(DEFAULT_GRANTS.Applicant).toEqual([]);
  });
});

describe('roles and landing', () => {
  it('parses the comma-separated role string', () => {
    expect(parseRoles('Recruitment Manager, Employee')).toEqual(['Recruitment Manager', 'Employee']);
    expect(parseRoles('')).toEqual([]);
    expect(parseRoles(undefined)).toEqual([]);
  });

  it('counts as applicant only with exactly one entry, Applicant', () => {
    expect(isApplicantOnly('Applicant')).toBe(true);
    expect(isApplicantOnly('Applicant,Employee')).toBe(false);
    expect(isApplicantOnly('Employee')).toBe(false);
    expect(isApplicantOnly('')).toBe(false);
  });

  it('lands in the spec order', () => {
    expect(landingRoute('Applicant')).toBe('/offer-letter');
    expect(landingRoute('Recruitment Officer')).toBe('/recruitmentOfficer');
    expect(landingRoute('Recruitment Manager')).toBe('/recruitmentManager');
    // The officer row comes before the manager row.
    expect(landingRoute('Recruitment Manager,Recruitment Officer')).toBe('/recruitmentOfficer');
    expect(landingRoute('Applicant,Employee')).toBe('/jobreq');
    expect(landingRoute('Employee')).toBe('/jobreq');
  });
});

describe('messages', () => {
  it('keeps the spec strings word for word', () => {
    expect(MESSAGES).toMatchObject({
      requiredDocumentsNotUploaded: 'Required documents are not uploaded',
      failed: 'Failed',
      failedBang: 'Failed!',
      failedFillAllFields: 'Failed! Make sure you filled all fields',
      failedToUpload: 'Failed to upload!',
      failedToUpdate: 'Failed to update!',
      requisitionIncomplete: 'Job Requisition is Incomplete',
      someRequisitionsIncomplete: 'Some of Checked Job Requisitions are Incomplete',
      applicationExistsPrefix: 'Sorry, an application for this',
      passwordChanged: 'Password has been changed',
      save: 'Save',
      successfullySavedBang: 'Successfully saved!',
      sending: 'Sending...',
      successfullyCreated: 'Successfully created!',
      successfullyUpdated: 'Successfully updated!',
      successfullyUploaded: 'Successfully uploaded!',
      successfullyReplaced: 'Successfully replaced!',
      successfullySaved: 'Successfully saved',
      messageSent: 'Message sent',
      deleted: 'deleted',
      success: 'Success',
      offerLetterSent: 'Offer letter has been sent.',
      contractLetterSent: 'Contract letter has been sent.',
      unauthorizedTitle: 'Unauthorized Access!!',
      unauthorizedText: "You don't have the permission to access this page.",
      expiredRequisitionText:
        'This job requisition has expired. If you want to extend the date, click the update button or delete this job requisition.',
    });
  });

  it('turns error codes into lower-case words', () => {
    expect(humanizeErrorCode('INTERVIEW_ALREADY_EXISTS_THIS_DATE')).toBe(
      'interview already exists this date',
    );
  });

  it('shows interview scheduling errors as is only under 60 characters', () => {
    expect(interviewScheduleErrorText('Interviewer is busy')).toBe('Interviewer is busy');
    expect(interviewScheduleErrorText('x'.repeat(60))).toBe('Failed!');
    expect(interviewScheduleErrorText(undefined)).toBe('Failed!');
  });
});

describe('statuses and lists', () => {
  it('labels every status code of the spec', () => {
    expect(Object.keys(REQUISITION_STATUSES)).toEqual([
      'DR',
      'SB',
      'RV',
      'RVA',
      'RVD',
      'IN',
      'RCK',
      'CCK',
      'CA',
      'CD',
      'CN',
      'CO',
    ]);
  });

  it('defaults to page 1 sorted by id descending', () => {
    expect(ZListQuery.parse({})).toEqual({ page: 1, size: 20, sort: 'id', direction: 'desc' });
    expect(ZListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(makePaging(2, 10, 21)).toEqual({ page: 2, size: 10, totalElements: 21, totalPages: 3 });
  });

  it('normalises the login email and requires a password', () => {
    expect(ZLoginRequest.parse({ email: ' Manager@Demo.Local ', password: 'x' }).email).toBe(
      'manager@demo.local',
    );
    expect(ZLoginRequest.safeParse({ email: 'manager@demo.local', password: '' }).success).toBe(false);
  });
});
