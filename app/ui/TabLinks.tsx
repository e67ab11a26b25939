import { Link } from "react-router";
import { css } from "styled-system/css";

// Tabs that are links (work without JS: each tab is its own URL), the current one marked for everyone with
// aria-current. Payment and owners' meetings use them.

export interface TabLink {
  key: string;
  to: string;
  label: string;
}

const tabLink = css({
  display: "inline-block",
  px: "4",
  py: "2",
  textDecoration: "none",
  color: "text",
  borderBottomWidth: "3px",
  borderColor: "transparent",
  "&[aria-current=page]": { borderColor: "brand", fontWeight: "semibold" },
  _focusVisible: { outline: "2px solid", outlineColor: "focus" },
});

export function TabLinks({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul
        className={css({
          display: "flex",
          gap: "2",
          flexWrap: "wrap",
          borderBottomWidth: "1px",
          borderColor: "border",
        })}
      >
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} aria-current={tab.key === current ? "page" : undefined} className={tabLink}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
