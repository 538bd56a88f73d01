export function ExhibitionEditScreen() { return null; }
