export function ApplicationsScreen() { return null; }
