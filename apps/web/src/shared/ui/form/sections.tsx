// A form split into sections (accordions, tabs) hides inputs: a refused save must open the section
// of the first field in error, focus that field and name it (issue 31), for every such form alike.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The attribute a section's element carries, so the field in error finds its section in the page. */
export const SECTION_ATTRIBUTE = 'data-form-section';

interface Section {
  title: string;
  open: () => void;
}

/** The sections of one form, by id; provided by `Form` and `FormDialog`. */
export interface SectionRegistry {
  register: (id: string, section: Section) => () => void;
  get: (id: string) => Section | undefined;
}

export function useSectionRegistry(): SectionRegistry {
  const sections = useRef(new Map<string, Section>());
  return useMemo(
    () => ({
      register: (id, section) => {
        sections.current.set(id, section);
        return () => {
          sections.current.delete(id);
        };
      },
      get: (id) => sections.current.get(id),
    }),
    [],
  );
}

export const SectionsContext = createContext<SectionRegistry | null>(null);

/**
 * Makes any container a section the form can open (a tab panel, a collapsible part): spread the
 * returned props on the element holding its inputs; `open` shows it (selects the tab, expands it).
 */
export function useFormSection(title: string, open: () => void): { [SECTION_ATTRIBUTE]: string } {
  const registry = useContext(SectionsContext);
  const id = useId();
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => registry?.register(id, { title, open: () => latest.current() }), [registry, id, title]);
  return { [SECTION_ATTRIBUTE]: id };
}

/** A collapsible section of a form (expanded at first); opened by the form when a field inside is in error. */
export function FormSection({
  title,
  children,
  defaultExpanded = true,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const section = useFormSection(title, () => setExpanded(true));
  const id = useId();
  // The summary sits in an h2 (the heading slot) and names the details' region (MUI wires both).
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      slots={{ heading: 'h2' }}
      {...section}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/** Every field message of react-hook-form's errors, by input name (`contactOne.phone`); the root left out. */
export function fieldErrorsOf(errors: FieldErrors<FieldValues>): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (path && typeof type === 'string') {
      found[path] = typeof message === 'string' ? message : '';
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || (!path && key === 'root')) continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}

/** The visible label of an input (its <label>, without the required mark), else its aria-label. */
export function labelOf(element: Element): string | null {
  const own = (element as HTMLInputElement).labels?.[0];
  const label = own ?? element.closest('.MuiFormControl-root')?.querySelector('label') ?? null;
  if (!label) return element.getAttribute('aria-label');
  const copy = label.cloneNode(true) as HTMLElement;
  for (const mark of copy.querySelectorAll('.MuiFormLabel-asterisk, [aria-hidden="true"]')) mark.remove();
  return copy.textContent?.trim() || element.getAttribute('aria-label');
}

/** The first field in error as the user should hear it: its label, its section, the message. */
export interface RevealedField {
  name: string;
  label: string;
  section: string | null;
  message: string;
}

/**
 * Opens the section holding the first field in error (in page order), focuses that field once it
 * shows, and returns how to name it. `focus` is the form's own (react-hook-form `setFocus`).
 */
export function revealFirstError(
  formElement: HTMLElement | null,
  registry: SectionRegistry,
  errors: Record<string, string>,
  focus: (name: string) => void,
): RevealedField | null {
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  const located = names.map((name) => ({
    name,
    element: formElement?.querySelector(`[name="${CSS.escape(name)}"]`) ?? null,
  }));
  const first =
    located
      .filter((entry) => entry.element)
      .sort((a, b) =>
        (a.element as Element).compareDocumentPosition(b.element as Element) &
        Node.DOCUMENT_POSITION_FOLLOWING
          ? -1
          : 1,
      )[0] ?? located[0];
  if (!first) return null;
  const sectionId = first.element?.closest(`[${SECTION_ATTRIBUTE}]`)?.getAttribute(SECTION_ATTRIBUTE);
  const section = sectionId ? registry.get(sectionId) : undefined;
  section?.open();
  // After the section's render: a collapsed or hidden input cannot take focus.
  requestAnimationFrame(() => {
    focus(first.name);
    if (first.element instanceof HTMLElement && document.activeElement !== first.element) {
      first.element.focus();
    }
    first.element?.scrollIntoView?.({ block: 'center' });
  });
  return {
    name: first.name,
    label: (first.element && labelOf(first.element)) ?? first.name,
    section: section?.title ?? null,
    message: errors[first.name] ?? '',
  };
}

/** "Emergency contact one › Contact phone: Enter a phone number." */
export function describeField({ label, section, message }: RevealedField): string {
  const where = section ? `${section} › ${label}` : label;
  return message ? `${where}: ${message}` : where;
}
