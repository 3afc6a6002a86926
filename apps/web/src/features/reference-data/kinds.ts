import { REF_KIND_LABELS, REF_KINDS, stateLabel, type TRefKind, type TRefRow } from '@hr/contracts';

/** The Settings screen lists the kinds in the contracts' order. */
export const SCREEN_KINDS: readonly TRefKind[] = REF_KINDS;

export const isRefKind = (value: string | null): value is TRefKind =>
  value !== null && (REF_KINDS as readonly string[]).includes(value);

export const kindTitle = (kind: TRefKind) => REF_KIND_LABELS[kind].many;
export const kindLabel = (kind: TRefKind) => REF_KIND_LABELS[kind].one;

export interface RefColumn {
  id: string;
  header: string;
  cell: (row: TRefRow) => string;
}

const nameColumn: RefColumn = { id: 'name', header: 'Name', cell: (row) => row.name };

/** The table's columns per kind: the name, plus what the kind carries. */
export function columnsOf(kind: TRefKind): RefColumn[] {
  switch (kind) {
    case 'countries':
      return [
        nameColumn,
        { id: 'code', header: 'Code', cell: (row) => row.code ?? '' },
        { id: 'states', header: 'States', cell: (row) => (row.states ?? []).map(stateLabel).join(', ') },
      ];
    case 'cities':
      return [
        nameColumn,
        { id: 'country', header: 'Country', cell: (row) => row.countryName ?? '' },
        { id: 'state', header: 'State', cell: (row) => row.stateName ?? '' },
      ];
    case 'industry_discipline':
      return [nameColumn, { id: 'industry', header: 'Industry', cell: (row) => row.industryName ?? '' }];
    default:
      return [nameColumn];
  }
}
