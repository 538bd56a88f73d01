export function HomePageScreen() { return null; }
