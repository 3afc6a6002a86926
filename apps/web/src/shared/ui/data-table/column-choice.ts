// The columns a user chose to show or hide on a list, remembered in the browser per user and list.
// Only the user's own choices are stored (column id -> shown): a column the app later adds, or
// whose default changes, follows its default until the user picks it.

/** Column id -> shown; a column without an entry follows its `hiddenByDefault`. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

const PREFIX = 'columns';

/** One key per user and list: another user of the same browser keeps their own choice. */
export const columnChoiceKey = (userId: string, listId: string) => `${PREFIX}:${userId}:${listId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes): the defaults then apply on every visit.
    return null;
  }
}

/** The stored choice, or none when absent or unreadable (a hand-edited or old value is ignored). */
export function parseColumnChoice(text: string | null | undefined): ColumnChoice {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function readColumnChoice(key: string | null): ColumnChoice {
  return key ? parseColumnChoice(storage()?.getItem(key)) : {};
}

export function writeColumnChoice(key: string | null, choice: ColumnChoice): void {
  if (!key) return;
  try {
    storage()?.setItem(key, JSON.stringify(choice));
  } catch {
    // A full storage keeps the choice for this visit only.
  }
}

/**
 * The ids of the hidden columns: the user's choice where they made one, else the column's default.
 * A choice that would hide every column (the list lost the ones it showed) gives way to the defaults.
 */
export function hiddenColumns(
  columns: readonly { id: string; hiddenByDefault?: boolean }[],
  choice: ColumnChoice,
): Set<string> {
  const hidden = (chosen: ColumnChoice) =>
    new Set(
      columns.filter((column) => !(chosen[column.id] ?? !column.hiddenByDefault)).map((column) => column.id),
    );
  const result = hidden(choice);
  return result.size === columns.length && columns.length > 0 ? hidden({}) : result;
}

/** The choice after the user toggles one column (from what is shown now). */
export function toggleColumnChoice(choice: ColumnChoice, id: string, shownNow: boolean): ColumnChoice {
  return { ...choice, [id]: !shownNow };
}
