import { describe, expect, it } from 'vitest';
import { readTabs, withTab } from './tabs';

describe('requisition form tabs', () => {
  it('starts on the spec defaults', () => {
    expect(readTabs(new URLSearchParams())).toEqual({
      tab: 'job-dtl-sum',
      step: 'job-pos',
      work: 'pos-sum',
      proc: 'job-post',
    });
  });

  it('reads known tabs from the query and falls back for unknown ones', () => {
    const tabs = readTabs(new URLSearchParams('tab=req-work&step=job-skill&work=nope&proc=job-appr'));
    expect(tabs).toEqual({ tab: 'req-work', step: 'job-skill', work: 'pos-sum', proc: 'job-appr' });
  });

  it('changes one tab and keeps changeDate', () => {
    const next = withTab(new URLSearchParams('changeDate=true&tab=job-dtl-sum'), 'step', 'job-loc');
    expect(next.get('changeDate')).toBe('true');
    expect(next.get('step')).toBe('job-loc');
    expect(next.get('tab')).toBe('job-dtl-sum');
  });
});
