/** A list element: `<ids type="array"><item>…` or `<credit-card-transactions type="collection">…`. */
export class XmlList {
  constructor(
    readonly type: 'array' | 'collection',
    readonly itemName: string,
    readonly items: XmlValue[],
    readonly fields: Record<string, XmlValue> = {},
  ) {}
}

export type XmlValue = string | number | boolean | null | XmlList | { [name: string]: XmlValue };

/** An answer's root element by name, e.g. `{ transaction: {…} }`. */
export type XmlDocument = Record<string, XmlValue>;

/**
 * One element as Braintree's gateway writes it, and as the SDK's parser (xml2js, then
 * `Util.convertNodeToObject`) reads it back: dashed names for our camelCase keys, `type="integer"`
 * and `type="boolean"` on typed values, `nil="true"` for null, typed arrays and collections.
 */
export function toXml(name: string, value: XmlValue): string {
  const tag = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (value === null) {
    return `<${tag} nil="true"/>`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return `<${tag} type="${typeof value === 'number' ? 'integer' : 'boolean'}">${value}</${tag}>`;
  }
  if (typeof value === 'string') {
    const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return `<${tag}>${escaped}</${tag}>`;
  }
  const children =
    value instanceof XmlList
      ? [
          ...Object.entries(value.fields),
          ...value.items.map((item) => [value.itemName, item] as const),
        ]
      : Object.entries(value);
  const type = value instanceof XmlList ? ` type="${value.type}"` : '';
  return `<${tag}${type}>${children.map(([child, inner]) => toXml(child, inner)).join('')}</${tag}>`;
}

export function xmlDocument(document: XmlDocument): string {
  const [root] = Object.entries(document);
  return root === undefined ? '' : `<?xml version="1.0" encoding="UTF-8"?>\n${toXml(...root)}`;
}

/** A validation error as Braintree nests it: under its scope (`payment-method`, `transaction`). */
export interface BraintreeValidationError {
  scope: string;
  attribute: string;
  code: string;
  message: string;
}

/** `<api-error-response>`: the errors by scope, the message, and a refused transaction if any. */
export function apiErrorResponse(
  message: string,
  error?: BraintreeValidationError,
  transaction?: XmlValue,
): XmlDocument {
  const errors: Record<string, XmlValue> = { errors: new XmlList('array', 'error', []) };
  if (error) {
    const { code, attribute } = error;
    errors[error.scope] = { errors: new XmlList('array', 'error', [{ code, attribute, message }]) };
  }
  return { apiErrorResponse: { errors, message, ...(transaction ? { transaction } : {}) } };
}
