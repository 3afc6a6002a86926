// keyFrom: the page's keys and the count leave out the to-one LEFT JOINs their SQL does not name.
// Bookmarks: which deep pages seek from one, and how. Kept totals: which are kept, and when dropped.
import { describe, expect, it } from 'vitest';
import { createListBookmarks } from './list-bookmarks.js';
import {
  buildListSql,
  byName,
  filterColumns,
  keyFrom,
  type ListDefinition,
  type ListFilter,
} from './list-query.js';
import type { ChannelHandlers, PgListener } from './pg-listen.js';

const LIST: ListDefinition = {
  from: `application a
    LEFT JOIN applicant ap ON ap.id = a.applicant_id
    LEFT JOIN job_position jp ON jp.id = a.job_position_id
    LEFT JOIN ref_position_type pt ON pt.id = jp.position_type_id`,
  select: { id: 'a.id', name: 'ap.first_name', type: 'pt.name' },
  sortable: { id: 'a.id', name: 'ap.first_name', type: 'pt.name' },
  filters: { name: { expression: 'ap.first_name', type: 'text' } },
  tieBreaker: 'a.id',
  toOneLeftJoins: true,
};
const squash = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('keyFrom', () => {
  it('keeps only the base table when nothing else is named', () => {
    expect(squash(keyFrom(LIST, 'WHERE a.status = $1 ORDER BY a.id DESC'))).toBe('application a');
  });

  it('keeps a named join, and the joins its ON builds on', () => {
    expect(squash(keyFrom(LIST, 'ORDER BY pt.name ASC NULLS LAST, a.id ASC'))).toBe(
      'application a LEFT JOIN job_position jp ON jp.id = a.job_position_id LEFT JOIN ref_position_type pt ON pt.id = jp.position_type_id',
    );
    expect(squash(keyFrom(LIST, 'WHERE ap.first_name ILIKE $1'))).toBe(
      'application a LEFT JOIN applicant ap ON ap.id = a.applicant_id',
    );
  });

  it('leaves FROM as written unless the list says its LEFT JOINs are to one row', () => {
    expect(keyFrom({ ...LIST, toOneLeftJoins: false }, '')).toBe(LIST.from);
  });

  it('leaves inner joins and joins it does not read alone', () => {
    const inner = { ...LIST, from: 'employee e JOIN employee_personal_details pd ON pd.employee_id = e.id' };
    expect(squash(keyFrom(inner, 'ORDER BY e.id'))).toBe(squash(inner.from));
    const outer = { ...LIST, from: 'application a LEFT OUTER JOIN applicant ap ON ap.id = a.applicant_id' };
    expect(keyFrom(outer, '')).toBe(outer.from);
  });

  it('selects the page with every join, whatever its keys were chosen from', () => {
    const sql = buildListSql(LIST, { page: 3, size: 20, sort: 'id', direction: 'desc' });
    const [keys, rows] = squash(sql.pageSql).split(') SELECT ') as [string, string];
    expect(keys).toContain('SELECT a.id AS key FROM application a ORDER BY a.id DESC');
    expect(rows).toContain('LEFT JOIN ref_position_type pt');
    expect(squash(sql.countSql)).toContain('FROM (SELECT 1 FROM application a LIMIT');
  });
});

// A listener that is up; `notify` plays a notification on the channel.
function bookmarksWith(options: { minOffset: number; max?: number }) {
  const handlers: ChannelHandlers[] = [];
  const listener: PgListener = {
    listening: true,
    subscribe: (_channel, h) => void handlers.push(h),
    open: async () => {},
    close: async () => {},
  };
  const bookmarks = createListBookmarks(listener, options);
  const notify = (table: string) => {
    for (const h of handlers) h.message(table);
  };
  return { bookmarks, listener, notify };
}

describe('filter values in the text or as parameters', () => {
  const TYPED: ListDefinition = {
    ...LIST,
    filters: {
      name: { expression: 'ap.first_name', type: 'text' },
      score: { expression: 'a.profile_score', type: 'decimal' },
      day: { expression: 'a.created_at', type: 'date' },
      status: { expression: 'a.status', type: 'select' },
      person: { expression: 'ap.first_name', type: 'text', nearlyUnique: true },
    },
    search: (term, param) => `ap.first_name ILIKE ${param(term)}`,
  };
  const first = { page: 1, size: 20, sort: 'id', direction: 'desc' } as const;
  const build = (filters: ListFilter[], search?: string) =>
    buildListSql(TYPED, { ...first, ...(search ? { search } : {}) }, filters);

  it('writes digits, days and codes into the text, so a named statement is planned for them', () => {
    const sql = build([
      { column: 'score', operator: 'NUM_EQUAL', value: '55.5' },
      { column: 'day', operator: 'TIME_EQUAL', value: '2026-02-03' },
      { column: 'status', operator: 'SEL_EQUAL', value: 'OFFER_ACCEPTED' },
    ]);
    expect(squash(sql.countSql)).toContain(
      "(a.profile_score = 55.5) AND ((a.created_at >= '2026-02-03'::date AND a.created_at < '2026-02-03'::date + 1)) AND (a.status = 'OFFER_ACCEPTED')",
    );
    expect(sql.countParams).toEqual([]);
    expect(sql.plan).toBe('auto');
  });

  it('passes any other value as a parameter and plans the statement on every call', () => {
    for (const filter of [
      { column: 'name', operator: 'STR_EQUAL', value: 'ADA' },
      { column: 'name', operator: 'STR_CONTAIN', value: 'ada' },
      // Not the form of a code: lower case, a quote.
      { column: 'status', operator: 'SEL_EQUAL', value: 'new' },
      { column: 'status', operator: 'SEL_EQUAL', value: "X' OR '1'='1" },
    ] as ListFilter[]) {
      const sql = build([filter]);
      expect(sql.countParams).toHaveLength(1);
      expect(sql.countSql).not.toContain(filter.value);
      expect(sql.plan).toBe('perCall');
    }
    expect(build([], 'ada').plan).toBe('perCall');
    expect(build([]).plan).toBe('auto');
  });

  it('keeps the equality of a nearly unique column a parameter of a statement planned once', () => {
    const equal = build([{ column: 'person', operator: 'STR_EQUAL', value: "Ada O'Hara" }]);
    expect(equal.countParams).toEqual(["Ada O'Hara"]);
    expect(equal.plan).toBe('once');
    // Containing is a pattern: no index finds it alike for every value.
    expect(build([{ column: 'person', operator: 'STR_CONTAIN', value: 'ada' }]).plan).toBe('perCall');
  });
});

describe('names: sorted in ICU root collation, compared folded', () => {
  const NAMED: ListDefinition = {
    ...LIST,
    sortable: { ...LIST.sortable, name: byName('ap.first_name') },
    filters: filterColumns(
      { name: { type: 'text', operator: 'STR_CONTAIN' }, person: { type: 'text', operator: 'STR_EQUAL' } },
      { name: 'ap.first_name', person: 'ap.first_name' },
      { nearlyUnique: ['person'], folded: { name: 'ap.name_search', person: 'ap.name_search' } },
    ),
  };
  const first = { page: 1, size: 20, sort: 'name', direction: 'asc' } as const;

  it('orders by the name in the person_name collation', () => {
    const sql = buildListSql(NAMED, first);
    expect(squash(sql.pageSql)).toContain(
      'ORDER BY (ap.first_name) COLLATE "person_name" ASC NULLS LAST, a.id ASC',
    );
  });

  it('compares a folded column with the value folded in SQL, the value always a parameter', () => {
    const contains = buildListSql(NAMED, first, [{ column: 'name', operator: 'STR_CONTAIN', value: 'Zoë' }]);
    expect(squash(contains.countSql)).toContain('(ap.name_search LIKE search_pattern($1))');
    expect(contains.countParams).toEqual(['Zoë']);
    expect(contains.plan).toBe('perCall');
    const equal = buildListSql(NAMED, first, [
      { column: 'person', operator: 'STR_EQUAL', value: 'Zoë Ðặng' },
    ]);
    expect(squash(equal.countSql)).toContain('(ap.name_search = search_fold($1))');
    expect(equal.countParams).toEqual(['Zoë Ðặng']);
    expect(equal.plan).toBe('once');
  });
});

describe('bookmarks', () => {
  const BOOKMARKED: ListDefinition = {
    ...LIST,
    filters: { ...LIST.filters, status: { expression: 'a.status', type: 'select' } },
  };
  const page = (n: number, direction: 'asc' | 'desc' = 'desc', sort = 'id') => ({
    page: n,
    size: 20,
    sort,
    direction,
  });
  const keysOf = (sql: string) => squash(sql).split(') SELECT ')[0] as string;
  /** The page's parameters, then its LIMIT and OFFSET (written into the text). */
  const withPage = (sql: ReturnType<typeof buildListSql>) => [
    ...sql.pageParams,
    ...(/LIMIT (\d+) OFFSET (\d+)/.exec(sql.pageSql) ?? []).slice(1).map(Number),
  ];
  /** Runs the page's SQL as far as the bookmark: its first row's key is `key`. */
  const answer = (sql: ReturnType<typeof buildListSql>, key: number) => sql.bookmark?.([{ id: key }]);

  it('seeks from the nearest bookmark before the page, per direction', () => {
    const { bookmarks } = bookmarksWith({ minOffset: 100 });
    const status: ListFilter[] = [{ column: 'status', operator: 'SEL_EQUAL', value: 'NEW' }];
    // Page 11 (offset 200) by OFFSET leaves a bookmark: its first row's key.
    const first = buildListSql(BOOKMARKED, page(11), status, bookmarks);
    expect(keysOf(first.pageSql)).toContain(
      "WHERE (a.status = 'NEW') ORDER BY a.id DESC LIMIT 20 OFFSET 200",
    );
    expect(withPage(first)).toEqual([20, 200]);
    answer(first, 5_000);
    // Page 13 (offset 240) starts 40 rows past it.
    const later = buildListSql(BOOKMARKED, page(13), status, bookmarks);
    expect(keysOf(later.pageSql)).toContain(
      "WHERE (a.status = 'NEW') AND a.id <= $1 ORDER BY a.id DESC LIMIT 20 OFFSET 40",
    );
    expect(withPage(later)).toEqual([5_000, 20, 40]);
    // Another filter value is another query: no bookmark yet.
    const other = buildListSql(BOOKMARKED, page(13), [{ ...status[0]!, value: 'HIRED' }], bookmarks);
    expect(withPage(other)).toEqual([20, 240]);
    expect(other.pageSql).toContain("a.status = 'HIRED'");
    // Ascending: the key grows down the list.
    answer(buildListSql(BOOKMARKED, page(11, 'asc'), [], bookmarks), 77);
    const ascending = buildListSql(BOOKMARKED, page(12, 'asc'), [], bookmarks);
    expect(keysOf(ascending.pageSql)).toContain('WHERE a.id >= $1 ORDER BY a.id ASC LIMIT 20 OFFSET 20');
    expect(withPage(ascending)).toEqual([77, 20, 20]);
    // A page before every bookmark is plain OFFSET.
    expect(withPage(buildListSql(BOOKMARKED, page(10, 'asc'), [], bookmarks))).toEqual([20, 180]);
  });

  it('repeats the bound on the columns an inner join holds equal to the key', () => {
    const { bookmarks } = bookmarksWith({ minOffset: 100 });
    const joined: ListDefinition = {
      ...BOOKMARKED,
      from: 'application a JOIN applicant ap ON ap.application_id = a.id',
      keyEquals: ['ap.application_id'],
    };
    answer(buildListSql(joined, page(11), [], bookmarks), 5_000);
    const later = buildListSql(joined, page(12), [], bookmarks);
    expect(keysOf(later.pageSql)).toContain(
      'WHERE a.id <= $1 AND ap.application_id <= $1 ORDER BY a.id DESC LIMIT 20 OFFSET 20',
    );
    expect(withPage(later)).toEqual([5_000, 20, 20]);
  });

  it('takes none for shallow pages, other sorts, or tables that do not notify', () => {
    const { bookmarks } = bookmarksWith({ minOffset: 100 });
    expect(buildListSql(BOOKMARKED, page(5), [], bookmarks).bookmark).toBeUndefined();
    expect(buildListSql(BOOKMARKED, page(50, 'desc', 'name'), [], bookmarks).bookmark).toBeUndefined();
    // A filter on the applicant joins applicant, which notifies; on the position type's name it
    // joins ref_position_type, which does not.
    const byName: ListFilter[] = [{ column: 'name', operator: 'STR_EQUAL', value: 'x' }];
    expect(buildListSql(BOOKMARKED, page(50), byName, bookmarks).bookmark).toBeDefined();
    const typed = { ...BOOKMARKED, filters: { type: { expression: 'pt.name', type: 'text' as const } } };
    expect(
      buildListSql(typed, page(50), [{ column: 'type', operator: 'STR_EQUAL', value: 'x' }], bookmarks)
        .bookmark,
    ).toBeUndefined();
    // A list whose rows do not show the key cannot read where a page starts.
    const keyless = { ...BOOKMARKED, select: { name: 'ap.first_name' } };
    expect(buildListSql(keyless, page(50), [], bookmarks).bookmark).toBeUndefined();
  });

  it('drops the bookmarks of a table that changed, and keeps none read before the change', () => {
    const { bookmarks, notify } = bookmarksWith({ minOffset: 100 });
    answer(buildListSql(BOOKMARKED, page(11), [], bookmarks), 5_000);
    notify('job_position');
    // Another table's change leaves the application list's bookmark.
    expect(withPage(buildListSql(BOOKMARKED, page(12), [], bookmarks))).toEqual([5_000, 20, 20]);
    notify('application');
    const plain = buildListSql(BOOKMARKED, page(12), [], bookmarks);
    expect(withPage(plain)).toEqual([20, 220]);
    // Read before a notification, answered after it: not kept.
    notify('application');
    answer(plain, 4_000);
    expect(withPage(buildListSql(BOOKMARKED, page(13), [], bookmarks))).toEqual([20, 240]);
  });

  it('keeps at most `max`, the oldest out, and none while the listener is down', () => {
    const { bookmarks, listener } = bookmarksWith({ minOffset: 100, max: 2 });
    for (const n of [11, 21, 31]) answer(buildListSql(BOOKMARKED, page(n), [], bookmarks), 1_000 - n);
    expect(withPage(buildListSql(BOOKMARKED, page(12), [], bookmarks))).toEqual([20, 220]);
    expect(withPage(buildListSql(BOOKMARKED, page(22), [], bookmarks))).toEqual([979, 20, 20]);
    (listener as { listening: boolean }).listening = false;
    expect(withPage(buildListSql(BOOKMARKED, page(22), [], bookmarks))).toEqual([20, 420]);
  });
});

describe('kept totals', () => {
  const totalsWith = (max?: number) => bookmarksWith({ minOffset: 2_000, ...(max ? { max } : {}) });
  const ESTIMATE = { count: 123_456, estimated: true };
  const byName = (value: string): ListFilter[] => [{ column: 'name', operator: 'STR_EQUAL', value }];
  const first = { page: 1, size: 20, sort: 'id', direction: 'desc' } as const;

  it('keeps a total per query and its values, exact or estimated, until this process writes its tables', () => {
    const { bookmarks } = totalsWith();
    buildListSql(LIST, first, byName('Ann'), bookmarks).total?.keep(ESTIMATE);
    // Any page or sort of the same rows finds it; another value does not.
    expect(
      buildListSql(LIST, { ...first, page: 7, sort: 'name' }, byName('Ann'), bookmarks).total?.kept,
    ).toEqual(ESTIMATE);
    expect(buildListSql(LIST, first, byName('Bob'), bookmarks).total?.kept).toBeUndefined();
    const exact = { count: 12, estimated: false };
    const counting = buildListSql(LIST, first, byName('Bob'), bookmarks);
    counting.total?.keep(exact);
    expect(buildListSql(LIST, first, byName('Bob'), bookmarks).total?.kept).toEqual(exact);
    // This process wrote a table the lists do not read, then one they do.
    bookmarks.dropWritten(new Set(['job_position', 'audit_event']));
    expect(buildListSql(LIST, first, byName('Bob'), bookmarks).total?.kept).toEqual(exact);
    bookmarks.dropWritten(new Set(['applicant']));
    expect(buildListSql(LIST, first, byName('Ann'), bookmarks).total?.kept).toBeUndefined();
    expect(buildListSql(LIST, first, byName('Bob'), bookmarks).total?.kept).toBeUndefined();
    // Counted before the drop, answered after it: not kept.
    counting.total?.keep(exact);
    expect(buildListSql(LIST, first, byName('Bob'), bookmarks).total?.kept).toBeUndefined();
  });

  it('drops it on a change to a table it reads, and keeps none counted before the change', () => {
    const { bookmarks, notify } = totalsWith();
    buildListSql(LIST, first, byName('Ann'), bookmarks).total?.keep(ESTIMATE);
    notify('job_position');
    expect(buildListSql(LIST, first, byName('Ann'), bookmarks).total?.kept).toEqual(ESTIMATE);
    notify('applicant');
    const recount = buildListSql(LIST, first, byName('Ann'), bookmarks);
    expect(recount.total?.kept).toBeUndefined();
    notify('application');
    recount.total?.keep(ESTIMATE);
    expect(buildListSql(LIST, first, byName('Ann'), bookmarks).total?.kept).toBeUndefined();
  });

  it('takes none for tables that do not notify, keeps at most `max`, and none while the listener is down', () => {
    const { bookmarks, listener } = totalsWith(2);
    const typed = { ...LIST, filters: { type: { expression: 'pt.name', type: 'text' as const } } };
    const byType: ListFilter[] = [{ column: 'type', operator: 'STR_EQUAL', value: 'x' }];
    expect(buildListSql(typed, first, byType, bookmarks).total).toBeUndefined();
    for (const name of ['A', 'B', 'C'])
      buildListSql(LIST, first, byName(name), bookmarks).total?.keep(ESTIMATE);
    expect(buildListSql(LIST, first, byName('A'), bookmarks).total?.kept).toBeUndefined();
    expect(buildListSql(LIST, first, byName('C'), bookmarks).total?.kept).toEqual(ESTIMATE);
    (listener as { listening: boolean }).listening = false;
    expect(buildListSql(LIST, first, byName('C'), bookmarks).total?.kept).toBeUndefined();
  });
});
