import { Link } from "react-router";
import { css, cx } from "styled-system/css";
import { card, heading, link, page } from "styled-system/recipes";

/**
 * The page a followed link shows when it cannot redirect (an unknown code or offer, a provider failure): a
 * title, what happened, and a way back. Tracked links (/link/{code}) and the club's offers use it.
 */
export function OutcomePage({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <div className={page({ width: "sm" })}>
      <div className={card()}>
        <h1 className={cx(heading({ level: "page" }), css({ mb: "2" }))}>{title}</h1>
        <p className={css({ mb: "2" })}>{message}</p>
        <p>
          <Link to={back.to} className={link()}>
            {back.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
