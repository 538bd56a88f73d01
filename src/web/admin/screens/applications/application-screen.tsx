export function ApplicationScreen() { return null; }
