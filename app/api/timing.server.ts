import { createContext } from "react-router";

// Server-Timing (https://w3c.github.io/server-timing/): one entry per upstream call and one for the render, so
// a slow provider call shows in the browser's devtools next to the document it delayed. On Workers the clock
// only moves across I/O, so upstream durations are real and the render (pure CPU) reads as about 0 there.

interface Entry {
  name: string;
  dur: number;
  desc?: string;
}

const TOKEN = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/g;

export class ServerTiming {
  private readonly entries: Entry[] = [];
  private readonly started = performance.now();

  /** Starts timing one piece of work; the returned function ends it (safe to call once only). */
  start(name: string, desc?: string): () => void {
    const from = performance.now();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.entries.push({ name, desc, dur: performance.now() - from });
    };
  }

  /** The header value: every entry recorded so far and the total time since the request began. */
  header(): string {
    const all = [...this.entries, { name: "total", dur: performance.now() - this.started }];
    return all
      .map(({ name, dur, desc }) => {
        const parts = [name.replace(TOKEN, "_") || "entry"];
        if (desc) parts.push(`desc="${desc.replace(/["\\\r\n]/g, "")}"`);
        parts.push(`dur=${Math.round(dur * 10) / 10}`);
        return parts.join(";");
      })
      .join(", ");
  }
}

/** Set by the Worker entry for every request; the upstream client and the renderer record into it. */
export const timingContext = createContext<ServerTiming>();
