// The menu and the route guards read one table (ROUTE_ACCESS): an item the menu shows is a page its
// route lets the same user open, and an item it hides is a page the route denies.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../../shared/auth/access';
import { RequireAccess } from '../../shared/auth/guards';
import { routes } from '../router';
import { MENU } from './menu';

/** The rules of the guards a URL passes through, outermost first. */
function guardsOf(url: string): AccessRule[] {
  return (matchRoutes(routes, url) ?? []).flatMap(({ route }) => {
    const element = route.element;
    return isValidElement<{ rule: AccessRule }>(element) && element.type === RequireAccess
      ? [element.props.rule]
      : [];
  });
}

describe('menu items and their routes', () => {
  it.each(MENU.flatMap((group) => group.items.map((item) => [item.url, item] as const)))(
    '%s is guarded by the rule its menu item shows it by',
    (url, item) => {
      const guards = guardsOf(url);
      // The layout's guard, then the page's own.
      expect(guards.length).toBeGreaterThanOrEqual(2);
      expect(guards.at(-1)).toBe(item.access);
    },
  );
});
