export function ExhibitionsScreen() { return null; }
