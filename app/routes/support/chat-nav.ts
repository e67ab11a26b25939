import { createContext, useContext, type ComponentType, type FormHTMLAttributes, type ReactNode } from "react";
import { Form, Link, type Fetcher, type FormProps } from "react-router";
import { useIsPending } from "~/ui/hooks";

// How the chat moves from step to step. On the /support page its forms post and its help-tree links navigate;
// in the header's dialog (ChatDialog.tsx) the same chat posts through a fetcher and a link loads the step into
// the dialog, so the page under the dialog stays as it is. One chat, two ways to move.

export interface ChatNav {
  Form: ComponentType<FormProps & FormHTMLAttributes<HTMLFormElement>>;
  Link: ComponentType<{ to: string; className?: string; children: ReactNode }>;
  /** The dialog's fetcher: its state tells when a post of the chat is under way and answered. */
  fetcher?: Pick<Fetcher, "state">;
}

export const ChatNavContext = createContext<ChatNav>({ Form, Link });

export const useChatNav = (): ChatNav => useContext(ChatNavContext);

/** A post of the chat's button forms (call operator, problem solved, another phone) is under way. */
export function useChatPending(): boolean {
  const { fetcher } = useChatNav();
  return useIsPending(fetcher ? { fetcher } : {});
}
