import { chatMessage } from "../requests/forms";

// §5 Support: a message to the operator is required ('Напишите вопрос оператору'); its file follows the
// requests' attachment rules (type and 10 MB), checked again on the server.

export function supportMessage<F extends { name: string; type: string; size: number }>(
  text: string | null | undefined,
  file?: F | null,
) {
  return chatMessage(text, file, "support");
}
