/** The shape of a Russian namespace with every text as `string`: English must have exactly the same keys. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
