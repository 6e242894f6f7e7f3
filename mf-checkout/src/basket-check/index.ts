// Checks a saved basket against the catalogue as it is now (used by the basket and checkout pages).
export { useBasketCheck } from './hooks/use-basket-check';
export { BasketChanges, basketChangesText } from './components/basket-changes';
