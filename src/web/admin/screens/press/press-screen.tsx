export function PressScreen() { return null; }
