import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_PATHS,
  ZAssignInterviewer,
  ZInterviewCriteria,
  ZInterviewFeedbackInput,
  ZRescheduleInterview,
  ZScheduleInterview,
  ZUpdateInterview,
} from './interviews.js';
import { humanizeErrorCode } from './messages.js';

describe('interview contracts', () => {
  it('fills the schedule defaults and turns blank texts into null', () => {
    const body = ZScheduleInterview.parse({ scheduledAt: '2030-01-02T10:00:00.000Z', location: '  ' });
    expect(body).toMatchObject({ durationMinutes: 60, mode: 'ONSITE', interviewerIds: [], stepId: null });
    expect(body.location).toBeNull();
  });

  it('refuses a date without a time zone and an unknown mode', () => {
    expect(ZScheduleInterview.safeParse({ scheduledAt: '2030-01-02 10:00' }).success).toBe(false);
    expect(ZScheduleInterview.safeParse({ scheduledAt: '2030-01-02T10:00:00Z', mode: 'FAX' }).success).toBe(
      false,
    );
  });

  it('update takes only COMPLETED or CANCELLED as a status and needs something to change', () => {
    expect(ZUpdateInterview.safeParse({ status: 'CANCELLED' }).success).toBe(true);
    expect(ZUpdateInterview.safeParse({ status: 'SCHEDULED' }).success).toBe(false);
    expect(ZUpdateInterview.safeParse({}).success).toBe(false);
  });

  it('reschedule, assign and feedback shapes', () => {
    expect(
      ZRescheduleInterview.safeParse({ interviewId: 1, scheduledAt: '2030-01-02T10:00:00Z' }).success,
    ).toBe(true);
    expect(ZAssignInterviewer.parse({ interviewId: 1, userIds: [2] }).replace).toBe(true);
    expect(ZAssignInterviewer.safeParse({ interviewId: 1, userIds: [] }).success).toBe(false);
    expect(
      ZInterviewFeedbackInput.safeParse({ rating: 0, recommendation: 'HIRE', meetsRequirement: true })
        .success,
    ).toBe(false);
    expect(
      ZInterviewFeedbackInput.safeParse({ rating: 5, recommendation: 'NO_HIRE', meetsRequirement: false })
        .success,
    ).toBe(true);
  });

  it('criteria filters check operators and values per column', () => {
    expect(
      ZInterviewCriteria.safeParse({
        columns: ['scheduledAt'],
        operators: ['TIME_EQUAL'],
        values: ['2030-01-02'],
      }).success,
    ).toBe(true);
    expect(
      ZInterviewCriteria.safeParse({
        columns: ['scheduledAt'],
        operators: ['NUM_EQUAL'],
        values: ['2030-01-02'],
      }).success,
    ).toBe(false);
    expect(
      ZInterviewCriteria.safeParse({ columns: ['mode'], operators: ['SEL_EQUAL'], values: ['FAX'] }).success,
    ).toBe(false);
  });

  it('paths and the same-day error text', () => {
    expect(INTERVIEW_PATHS.schedule(7)).toBe('/interview/schedule/7');
    expect(humanizeErrorCode('INTERVIEW_ALREADY_EXISTS_THIS_DATE')).toBe(
      'interview already exists this date',
    );
  });
});
