// The Assortiment dropdown's panel: three columns (menu, submenu, subsubmenu) from the
// navigation API. Loaded when the dropdown is about to open (mega-menu.tsx), not at boot.
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { categoryNodes, categoryUrl, navigationQueryOptions, type NavigationNode } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { NavigationStatus } from './navigation-status';
import { menuStore, useMenu } from '@/stores/menu-store';

const Panel = styled.div<{ $minHeight: number }>`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  background: #fff;
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 12px 24px rgba(0, 0, 0, 0.18);
  > div {
    max-width: ${(p) => p.theme.containerMaxWidth};
    margin: 0 auto;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    min-height: ${(p) => (p.$minHeight > 0 ? `${p.$minHeight}px` : 'auto')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.75rem 0;
  }
  section + section {
    border-left: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    padding: 0.4rem 1rem;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a[data-open='true'] {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
  a[data-has-children='true']::after {
    content: '›';
    margin-left: 0.5rem;
  }
  a.all {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    padding: 1rem;
    margin: 0;
  }
`;

const has = (n: NavigationNode) => categoryNodes(n.childNodes).length > 0;

function Column({ level, nodes, parents, open, onShow, all }: {
  level: 1 | 2 | 3;
  nodes: NavigationNode[];
  parents: string[];
  open: string | null;
  onShow?: (code: string) => void;
  all: { label: string; to: string };
}) {
  return (
    <ul aria-label={level === 1 ? texts.nav.megaMenuLabel : all.label}>
      <li>
        <Link className="all" to={all.to} data-level={level}>
          {all.label}
        </Link>
      </li>
      {nodes.map((n) => (
        <li key={n.code.value}>
          <Link
            to={categoryUrl(...parents, n.code.value)}
            data-level={level}
            data-code={n.code.value}
            data-open={open === n.code.value}
            data-has-children={Boolean(onShow && has(n))}
            onMouseEnter={onShow && (() => onShow(n.code.value))}
            onFocus={onShow && (() => onShow(n.code.value))}
          >
            {n.description.value}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function focusIn(panel: HTMLElement, level: number, which: 'first' | 'open') {
  const links = [...panel.querySelectorAll<HTMLAnchorElement>(`a[data-level="${level}"]`)];
  const target = which === 'open' ? links.find((a) => a.dataset.open === 'true') : links[1] ?? links[0];
  target?.focus();
}

export function MegaMenuPanel() {
  const { data, isPending, isError, refetch } = useQuery(navigationQueryOptions());
  const submenu = useMenu((s) => s.submenu);
  const subsubmenu = useMenu((s) => s.subsubmenu);
  const submenuHeight = useMenu((s) => s.submenuHeight);
  const panelRef = useRef<HTMLDivElement>(null);
  const subRef = useRef<HTMLElement>(null);

  const level1 = categoryNodes(data);
  const l1 = level1.find((n) => n.code.value === submenu);
  const level2 = categoryNodes(l1?.childNodes);
  const l2 = level2.find((n) => n.code.value === subsubmenu);
  const level3 = categoryNodes(l2?.childNodes);

  // The panel keeps the tallest submenu's height, so it does not jump while browsing.
  useLayoutEffect(() => {
    const h = subRef.current?.scrollHeight ?? 0;
    menuStore.getState().setSubmenuHeight(h);
  }, [submenu]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const a = e.target as HTMLElement;
    const level = Number(a.dataset.level ?? 0);
    const panel = panelRef.current;
    if (!panel || !level) return;
    const same = [...panel.querySelectorAll<HTMLAnchorElement>(`a[data-level="${level}"]`)];
    const i = same.indexOf(a as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      same[(i + (e.key === 'ArrowDown' ? 1 : same.length - 1)) % same.length]?.focus();
    } else if (e.key === 'ArrowRight' && level < 3) {
      e.preventDefault();
      focusIn(panel, level + 1, 'first');
    } else if (e.key === 'ArrowLeft' && level > 1) {
      e.preventDefault();
      focusIn(panel, level - 1, 'open');
    }
  };

  return (
    <Panel id="assortiment-menu" ref={panelRef} $minHeight={submenuHeight} onKeyDown={onKeyDown} data-testid="mega-menu">
      <div>
        <NavigationStatus isPending={isPending} isError={isError} retry={() => void refetch()}>
          <>
            <section>
              <Column level={1} nodes={level1} parents={[]} open={submenu} onShow={(c) => menuStore.getState().showSubmenu(c)} all={{ label: texts.nav.allCategories, to: '/assortiment' }} />
            </section>
            <section ref={subRef} data-testid="submenu">
              {l1 && (
                <Column
                  level={2}
                  nodes={level2}
                  parents={[l1.code.value]}
                  open={subsubmenu}
                  onShow={(c) => menuStore.getState().showSubsubmenu(c)}
                  all={{ label: texts.nav.allIn(l1.description.value), to: categoryUrl(l1.code.value) }}
                />
              )}
            </section>
            <section data-testid="subsubmenu">
              {l1 && l2 && (
                <Column
                  level={3}
                  nodes={level3}
                  parents={[l1.code.value, l2.code.value]}
                  open={null}
                  all={{ label: texts.nav.allIn(l2.description.value), to: categoryUrl(l1.code.value, l2.code.value) }}
                />
              )}
            </section>
          </>
        </NavigationStatus>
      </div>
    </Panel>
  );
}
