import { APPLICATION_FILTERS, INTERVIEW_FILTERS, listLink, REQUISITION_FILTERS } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import {
  criteriaBody,
  filterOfUrl,
  initialListState,
  type ListState,
  listQuery,
  listReducer,
  urlWithFilter,
} from './list-state';

const byId = { columnId: 'id', direction: 'desc' } as const;
const start = initialListState(20, byId);
const on = (state: ListState, ...actions: Parameters<typeof listReducer>[1][]) =>
  actions.reduce(listReducer, state);

describe('listReducer', () => {
  it('starts on page 1 with the default sort, no filter and no search', () => {
    expect(start).toEqual({ page: 1, size: 20, sort: byId, filter: null, search: '', defaultSort: byId });
  });

  it('pages without touching the rest', () => {
    const state = on(start, { type: 'page', page: 3 });
    expect(state).toMatchObject({ page: 3, sort: byId, filter: null });
  });

  it('goes back to page 1 on a sort change and keeps the filter', () => {
    const filtered = on(start, { type: 'filter', filter: { columnId: 'status', value: 'DR' } });
    const state = on(
      filtered,
      { type: 'page', page: 4 },
      { type: 'sort', sort: { columnId: 'city', direction: 'asc' } },
    );
    expect(state).toMatchObject({ page: 1, sort: { columnId: 'city', direction: 'asc' } });
    expect(state.filter).toEqual({ columnId: 'status', value: 'DR' });
  });

  it('goes back to page 1 and the default sort on a new filter or search', () => {
    const sorted = on(
      start,
      { type: 'sort', sort: { columnId: 'city', direction: 'asc' } },
      { type: 'page', page: 5 },
    );
    const filtered = on(sorted, { type: 'filter', filter: { columnId: 'status', value: 'DR' } });
    expect(filtered).toMatchObject({ page: 1, sort: byId, filter: { columnId: 'status', value: 'DR' } });
    const searched = on(sorted, { type: 'search', search: ' clerk ' });
    expect(searched).toMatchObject({ page: 1, sort: byId, search: 'clerk' });
  });

  it('keeps one filter: another column replaces it, an empty value clears it', () => {
    const state = on(
      start,
      { type: 'filter', filter: { columnId: 'status', value: 'DR' } },
      { type: 'filter', filter: { columnId: 'city', value: '4' } },
    );
    expect(state.filter).toEqual({ columnId: 'city', value: '4' });
    expect(on(state, { type: 'filter', filter: { columnId: 'city', value: '' } }).filter).toBeNull();
  });

  it('keeps the page when the same filter or search comes again', () => {
    const state = on(start, { type: 'search', search: 'x' }, { type: 'page', page: 2 });
    expect(on(state, { type: 'search', search: 'x ' })).toBe(state);
    const filtered = on(
      start,
      { type: 'filter', filter: { columnId: 'id', value: '1' } },
      { type: 'page', page: 2 },
    );
    expect(on(filtered, { type: 'filter', filter: { columnId: 'id', value: '1' } })).toBe(filtered);
  });
});

describe('page size', () => {
  it('changes the size and goes back to page 1, keeping sort and filter', () => {
    const sorted = on(
      start,
      { type: 'sort', sort: { columnId: 'city', direction: 'asc' } },
      { type: 'page', page: 3 },
    );
    const resized = on(sorted, { type: 'size', size: 50 });
    expect(resized).toMatchObject({ size: 50, page: 1, sort: { columnId: 'city', direction: 'asc' } });
    expect(criteriaBody(resized, REQUISITION_FILTERS)).toMatchObject({ size: 50, page: 1 });
    expect(on(resized, { type: 'size', size: 50 })).toBe(resized);
  });
});

describe('criteriaBody', () => {
  it('sends the query with empty filter arrays when no filter is set', () => {
    expect(criteriaBody(on(start, { type: 'page', page: 2 }), REQUISITION_FILTERS)).toEqual({
      page: 2,
      size: 20,
      sort: 'id',
      direction: 'desc',
      columns: [],
      operators: [],
      values: [],
    });
  });

  it('gives the filter the operator of its column in the list contract', () => {
    const withFilter = (columnId: string, value: string) =>
      on(start, { type: 'filter', filter: { columnId, value } }, { type: 'search', search: 'ann' });
    expect(criteriaBody(withFilter('city', '4'), REQUISITION_FILTERS)).toMatchObject({
      search: 'ann',
      columns: ['city'],
      operators: ['NUM_EQUAL'],
      values: ['4'],
    });
    expect(criteriaBody(withFilter('startDate', '2030-01-02'), REQUISITION_FILTERS).operators).toEqual([
      'TIME_EQUAL',
    ]);
    expect(criteriaBody(withFilter('applicantName', 'Ann Lee'), APPLICATION_FILTERS).operators).toEqual([
      'STR_EQUAL',
    ]);
    expect(criteriaBody(withFilter('applicantName', 'ann'), INTERVIEW_FILTERS).operators).toEqual([
      'STR_CONTAIN',
    ]);
    expect(criteriaBody(withFilter('status', 'SCHEDULED'), INTERVIEW_FILTERS).operators).toEqual([
      'SEL_EQUAL',
    ]);
  });

  it('leaves out a column the list cannot filter', () => {
    const state = on(start, { type: 'filter', filter: { columnId: 'interviewers', value: 'x' } });
    expect(criteriaBody(state, INTERVIEW_FILTERS)).toMatchObject({ columns: [], operators: [], values: [] });
  });

  it('makes the plain list query without filter arrays', () => {
    expect(listQuery(on(start, { type: 'search', search: 'eng' }))).toEqual({
      page: 1,
      size: 20,
      sort: 'id',
      direction: 'desc',
      search: 'eng',
    });
  });
});

describe('the filter in the URL', () => {
  it('reads the link a dashboard figure makes', () => {
    expect(filterOfUrl(new URLSearchParams(listLink('/appsch', 'status', 'NEW').split('?')[1]))).toEqual({
      columnId: 'status',
      value: 'NEW',
    });
    expect(filterOfUrl(new URLSearchParams('filter=status'))).toBeNull();
    expect(filterOfUrl(new URLSearchParams(''))).toBeNull();
  });

  it('writes a new filter, clears it, keeps other parameters, and leaves an equal one alone', () => {
    const params = new URLSearchParams('id=4&filter=status&value=NEW');
    expect(urlWithFilter(params, { columnId: 'status', value: 'NEW' })).toBeNull();
    expect(urlWithFilter(params, { columnId: 'jobOffer', value: 'SENT' })?.toString()).toBe(
      'id=4&filter=jobOffer&value=SENT',
    );
    expect(urlWithFilter(params, null)?.toString()).toBe('id=4');
    expect(urlWithFilter(new URLSearchParams(''), null)).toBeNull();
  });
});
