// keyFrom: the page's keys and the count leave out the to-one LEFT JOINs their SQL does not name.
import { describe, expect, it } from 'vitest';
import { buildListSql, keyFrom, type ListDefinition } from './list-query.js';

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
