export function ArtistsScreen() { return null; }
