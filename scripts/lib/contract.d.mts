export interface Validator {
  validate(method: string, path: string, status: number, contentType: string, body: unknown): string[];
  validateSchema(name: string, value: unknown): string[];
  responseOf(method: string, path: string, status: number): { response?: unknown; pointer?: string; error?: string };
}
export function createValidator(doc: unknown): Validator;
export function fillPath(template: string, params?: Record<string, string | number>): string;
