export function CurrenciesScreen() { return null; }
