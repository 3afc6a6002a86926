import { describe, expect, it } from 'vitest';
import {
  APPLICANT_STAGE_WORDS,
  APPLICATION_MOVES,
  APPLICATION_STATUS_CODES,
  applicantStage,
  applicantWithdrawalRefusal,
  canMoveApplication,
  commonMoves,
  eventLeadsTo,
  eventMove,
  isFinalStatus,
  LETTER_STAGES,
  letterStageRefusal,
  manualMoves,
  PIPELINE_EVENTS,
  type PipelineEvent,
  refusedEventMessage,
  refusedMoveMessage,
} from './index.js';

const EVENTS = Object.keys(PIPELINE_EVENTS) as PipelineEvent[];

describe('the pipeline table', () => {
  it('has a row for every status, only known targets and known makers', () => {
    expect(Object.keys(APPLICATION_MOVES).sort()).toEqual([...APPLICATION_STATUS_CODES].sort());
    for (const row of Object.values(APPLICATION_MOVES)) {
      for (const [to, by] of Object.entries(row)) {
        expect(APPLICATION_STATUS_CODES).toContain(to);
        expect(by!.length).toBeGreaterThan(0);
        for (const maker of by!) expect(['PERSON', ...EVENTS]).toContain(maker);
      }
    }
  });

  it('has 3 moves a person alone makes, 8 only events make and 12 either may', () => {
    const makers = Object.values(APPLICATION_MOVES).flatMap((row) => Object.values(row));
    const person = makers.filter((by) => by!.every((m) => m === 'PERSON')).length;
    const event = makers.filter((by) => !by!.includes('PERSON')).length;
    expect([person, event, makers.length - person - event]).toEqual([3, 8, 12]);
  });

  it('gives each event at most one move from any status', () => {
    for (const from of APPLICATION_STATUS_CODES) {
      for (const event of EVENTS) {
        const targets = Object.entries(APPLICATION_MOVES[from]).filter(([, by]) => by!.includes(event));
        expect(targets.length, `${from} ${event}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('lets a person make the early moves, rejections and withdrawals only', () => {
    expect(manualMoves('NEW')).toEqual(['SCREENING', 'SHORTLISTED', 'REJECTED', 'WITHDRAWN']);
    expect(manualMoves('SHORTLISTED')).toEqual(['INTERVIEW', 'REJECTED', 'WITHDRAWN']);
    expect(manualMoves('INTERVIEW')).toEqual(['REJECTED', 'WITHDRAWN']);
    expect(manualMoves('OFFERED')).toEqual(['WITHDRAWN']);
    expect(manualMoves('CONTRACTED')).toEqual(['WITHDRAWN']);
    for (const final of ['HIRED', 'REJECTED', 'WITHDRAWN', 'OFFER_DECLINED'])
      expect(manualMoves(final)).toEqual([]);
    expect(canMoveApplication('UNKNOWN', 'NEW')).toBe(false);
  });

  it('leaves Offered, the answers, Contracted and Hired to their events', () => {
    for (const from of APPLICATION_STATUS_CODES) {
      for (const to of ['OFFERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'CONTRACTED', 'HIRED']) {
        expect(canMoveApplication(from, to), `${from} -> ${to}`).toBe(false);
      }
    }
    expect(eventMove('INTERVIEW', 'OFFER_SENT')).toBe('OFFERED');
    expect(eventMove('OFFERED', 'OFFER_ACCEPTED')).toBe('OFFER_ACCEPTED');
    expect(eventMove('OFFERED', 'OFFER_DECLINED')).toBe('OFFER_DECLINED');
    expect(eventMove('OFFERED', 'OFFER_WITHDRAWN')).toBe('INTERVIEW');
    expect(eventMove('OFFER_ACCEPTED', 'CONTRACT_SIGNED')).toBe('CONTRACTED');
    expect(eventMove('OFFER_ACCEPTED', 'CONTRACT_DECLINED')).toBe('WITHDRAWN');
    expect(eventMove('CONTRACTED', 'EMPLOYEE_CREATED')).toBe('HIRED');
    expect(eventMove('SCREENING', 'INTERVIEW_SCHEDULED')).toBe('INTERVIEW');
    expect(eventMove('OFFERED', 'INTERVIEW_SCHEDULED')).toBeNull();
    expect(eventMove('SHORTLISTED', 'OFFER_SENT')).toBeNull();
    expect(eventMove('HIRED', 'APPLICANT_ERASED')).toBeNull();
    expect(eventMove('CONTRACTED', 'APPLICANT_ERASED')).toBe('WITHDRAWN');
    expect(eventLeadsTo('OFFER_SENT', 'OFFERED')).toBe(true);
    expect(eventLeadsTo('OFFER_SENT', 'OFFER_ACCEPTED')).toBe(false);
  });

  it('offers for a selection the manual moves at least one of them can make', () => {
    expect(commonMoves([])).toEqual([]);
    expect(commonMoves(['HIRED'])).toEqual([]);
    expect(commonMoves(['NEW', 'SCREENING'])).toEqual(['SCREENING', 'SHORTLISTED', 'REJECTED', 'WITHDRAWN']);
    expect(commonMoves(['OFFERED', 'INTERVIEW'])).toEqual(['REJECTED', 'WITHDRAWN']);
  });

  it('says which event makes a move a person may not make', () => {
    expect(refusedMoveMessage('CONTRACTED', 'HIRED')).toBe(
      'An application moves from Contracted to Hired only when the employee record is created from the signed contract.',
    );
    expect(refusedMoveMessage('OFFERED', 'OFFER_ACCEPTED')).toBe(
      'An application moves from Offered to Offer accepted only when the applicant accepts the offer letter.',
    );
    expect(refusedMoveMessage('REJECTED', 'HIRED')).toBe(
      'An application cannot move from Rejected to Hired.',
    );
    expect(refusedEventMessage('SHORTLISTED', 'OFFER_ACCEPTED')).toBe(
      'This application is Shortlisted: it cannot move on when the applicant accepts the offer letter.',
    );
  });
});

describe('letter stages', () => {
  it('allows offers at Interview and Offered, contracts after the offer is accepted', () => {
    for (const kind of ['offer', 'contract'] as const) {
      for (const status of APPLICATION_STATUS_CODES) {
        expect(letterStageRefusal(kind, status) === null, `${kind} ${status}`).toBe(
          LETTER_STAGES[kind].includes(status),
        );
      }
    }
  });

  it('names the status, the stage needed and the way there', () => {
    expect(letterStageRefusal('offer', 'SCREENING')).toBe(
      'This application is at Screening. An offer can be made once it reaches Interview: schedule an interview on the Interviews tab.',
    );
    expect(letterStageRefusal('contract', 'OFFERED')).toBe(
      'This application is at Offered. A contract can be made once the applicant accepts the offer letter.',
    );
    expect(letterStageRefusal('offer', 'WITHDRAWN')).toBe(
      'This application is at Withdrawn: it is closed, so no offer letter can be made.',
    );
  });
});

describe("the applicant's stage words", () => {
  it('names every status with the word the applicant sees', () => {
    const words = Object.fromEntries(
      APPLICATION_STATUS_CODES.map((status) => [status, APPLICANT_STAGE_WORDS[applicantStage(status)]]),
    );
    expect(words).toEqual({
      NEW: 'Received',
      SCREENING: 'In review',
      SHORTLISTED: 'In review',
      INTERVIEW: 'Interview',
      OFFERED: 'Offer',
      OFFER_ACCEPTED: 'Offer',
      CONTRACTED: 'Offer',
      HIRED: 'Offer',
      OFFER_DECLINED: 'Not progressing',
      REJECTED: 'Not progressing',
      WITHDRAWN: 'Not progressing',
    });
  });

  it("reads the applicant's own withdrawal as Withdrawn, and only a withdrawal", () => {
    expect(applicantStage('WITHDRAWN', true)).toBe('WITHDRAWN');
    expect(applicantStage('REJECTED', true)).toBe('NOT_PROGRESSING');
    expect(applicantStage('NEW', true)).toBe('RECEIVED');
  });

  it('lets the applicant withdraw until hired or closed, saying why not in words', () => {
    for (const status of APPLICATION_STATUS_CODES) {
      const refusal = applicantWithdrawalRefusal(status);
      expect(refusal === null, status).toBe(!isFinalStatus(status));
      expect(refusal === null).toBe(eventMove(status, 'APPLICANT_WITHDREW') === 'WITHDRAWN');
    }
    expect(applicantWithdrawalRefusal('WITHDRAWN')).toBe('This application has already been withdrawn.');
    expect(applicantWithdrawalRefusal('HIRED')).toMatch(/hired/);
    expect(applicantWithdrawalRefusal('REJECTED')).toBe(
      'This application is closed, so it cannot be withdrawn.',
    );
  });
});
