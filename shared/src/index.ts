// The package is used through its sub-entries (@storefront/shared/cart, /api, ...); see docs/contracts.md.
export {};
