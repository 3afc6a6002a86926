import type { MouseEvent, ReactNode } from 'react';

/** The class DataTable styles a row action by (a small round icon button). */
export const ROW_ACTION = 'dt-action';

/**
 * A row's icon action (inside `actions`): a plain button the table styles, named by `label`, with
 * `title` as its hover hint.
 */
export function RowAction({
  label,
  title,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={ROW_ACTION}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
