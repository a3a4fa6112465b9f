import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Logo } from '../ui/logo.tsx';
import { MESSAGES } from '../../lib/i18n/messages.ts';

export type NavigationItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The quarter link points at one quarter but stands for every /q/… page. */
  activePrefix?: string;
};

function isItemActive(item: NavigationItem, pathname: string): boolean {
  if (item.activePrefix) return pathname.startsWith(item.activePrefix);
  return pathname === item.to;
}

function NavigationLinks({ items, vertical, onNavigate }: { items: NavigationItem[]; vertical: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {items.map((item) => {
        const isActive = isItemActive(item, pathname);
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3',
                isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                vertical && 'px-3 py-3 text-base',
              )}
            >
              {/* In the bar the icons and the wider padding wait for room (xl) so every label fits from lg up. */}
              <item.icon aria-hidden className={cn('size-4 shrink-0', !vertical && 'hidden xl:block')} />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Spec 1 §2 navigation bar: sticky, with a menu behind a button below the lg width (the full
 * bar needs about 1000 px; decision 024). The warehouse control and profile menu come in as
 * slots, filled by the auth feature.
 */
export function NavigationBar({ title, items, warehouse, profile }: { title: string; items: NavigationItem[]; warehouse?: ReactNode; profile: ReactNode }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasMenu = items.length > 0 || warehouse !== undefined;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 shrink-0 items-center gap-2">
          <Logo className="size-8" />
          <span className="truncate text-lg font-bold tracking-tight text-ink">{title}</span>
        </Link>
        <nav aria-label={MESSAGES.mainNavigation} className="hidden min-w-0 lg:block xl:ml-2">
          <NavigationLinks items={items} vertical={false} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {warehouse && <div className="hidden lg:block">{warehouse}</div>}
          {profile}
          {hasMenu && (
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="mobile-menu"
              aria-label={isMenuOpen ? MESSAGES.closeMenu : MESSAGES.openMenu}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          )}
        </div>
      </div>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden">
          <nav aria-label={MESSAGES.mainNavigation}>
            <NavigationLinks items={items} vertical onNavigate={() => setIsMenuOpen(false)} />
          </nav>
          {warehouse && <div className="mt-3 border-t border-slate-200 pt-3">{warehouse}</div>}
        </div>
      )}
    </header>
  );
}
