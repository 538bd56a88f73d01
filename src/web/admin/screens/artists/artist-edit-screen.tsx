export function ArtistEditScreen() { return null; }
