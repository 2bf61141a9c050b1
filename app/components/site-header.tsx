import { Menu, X } from "lucide-react";
import { useContext, useEffect, useRef, useState } from "react";
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  Link,
  useLocation,
} from "react-router";
import { donateLink, navigation } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { isCurrentSection } from "~/lib/current-section";
import { useHydrated } from "./use-hydrated";

/** Top bar: logo, the section links, 'Doar', and below `md` a toggle for the collapsible menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isHydrated = useHydrated();
  // The page for unknown addresses is one file, prerendered for "/" and served for any unknown
  // path. Until it has hydrated it marks no section, in its HTML as in React's first render, so
  // that its links hydrate as they were built: hydration keeps mismatched attributes, and
  // replacing the links instead would lose a tap made while the page starts.
  const isFallbackPage = useContext(FrameworkContext)?.isSpaMode ?? false;
  const currentPath = isFallbackPage && !isHydrated ? undefined : pathname;

  useEffect(() => {
    if (!isMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpenedAt(null);
      toggleRef.current?.focus();
    }
    function closeOnOutsideClick(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node))
        setMenuOpenedAt(null);
    }
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsideClick);
    };
  }, [isMenuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2"
          aria-label={`${site.name}: início`}
        >
          {/* From the inlined stylesheet, so that no request competes with the page's own image. */}
          <span aria-hidden="true" className="size-10 bg-logo" />
          <span className="text-lg font-bold text-brand-900 md:hidden lg:inline">
            {site.name}
          </span>
        </Link>
        <nav aria-label="Principal" className="hidden md:block">
          <NavLinks
            currentPath={currentPath}
            className="flex items-center gap-1 lg:gap-2"
          />
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={donateLink.href}
            className="rounded-md bg-gold-400 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-gold-300"
          >
            {donateLink.name}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="rounded-md p-2 text-brand-900 hover:bg-brand-50 md:hidden"
            // Until the page is hydrated a tap on the toggle would be lost.
            disabled={!isHydrated}
            aria-expanded={isMenuOpen}
            aria-controls="menu-movel"
            aria-label={isMenuOpen ? "Fechar menu" : "Abrir menu"}
            onClick={() => setMenuOpenedAt(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" />
            ) : (
              <Menu aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <nav
        id="menu-movel"
        aria-label="Menu"
        hidden={!isMenuOpen}
        className="border-t border-slate-200 px-4 py-2 md:hidden"
      >
        <NavLinks currentPath={currentPath} className="flex flex-col" />
      </nav>
    </header>
  );
}

function NavLinks({
  currentPath,
  className,
}: {
  currentPath: string | undefined;
  className: string;
}) {
  return (
    <ul className={className}>
      {navigation.map((item) => {
        const isCurrent =
          currentPath !== undefined && isCurrentSection(currentPath, item.href);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium md:px-2 lg:px-3",
                isCurrent
                  ? "bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4"
                  : "text-slate-700 hover:bg-slate-100 hover:text-brand-900",
              )}
            >
              {item.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
